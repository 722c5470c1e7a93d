import { endTransition } from '../features/updates/transition';

export const onPageTransitionEnd = () => endTransition();
