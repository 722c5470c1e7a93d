import { describe, expect, it, vi } from 'vitest';
import { endTransition, startTransition, TRANSITION_MS } from './transition';

describe('page transition', () => {
  it('fades during navigation and lets scrolling wait for the transition', async () => {
    startTransition();
    expect(document.body.classList.contains('page-transition')).toBe(true);
    const wait = vi.fn(async () => {});
    await endTransition(wait);
    expect(document.body.classList.contains('page-transition')).toBe(false);
    expect(wait).toHaveBeenCalledWith(TRANSITION_MS);
  });
});
