import { endTransition } from '../lib/updates/transition';

export const onPageTransitionEnd = () => {
  endTransition();
  // The new page is rendered: the page view script counts it (lib/analytics/beacon.ts; nothing listens when it is off).
  dispatchEvent(new Event('analytics:pageview'));
};
