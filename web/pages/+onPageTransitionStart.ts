import { startTransition } from '../features/updates/transition';

export const onPageTransitionStart = startTransition;
