import { endTransition } from '../lib/updates/transition';

export const onPageTransitionEnd = () => endTransition();
