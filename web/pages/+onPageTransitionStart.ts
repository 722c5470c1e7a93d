import { startTransition } from '../lib/updates/transition';

export const onPageTransitionStart = startTransition;
