import { describe, expect, it } from 'vitest';
import { reloadOnNextNavigation } from './full-reload';

describe('reloadOnNextNavigation', () => {
  it('marks clicked links so that client routing leaves them to the browser', () => {
    document.body.innerHTML = '<a href="/venues"><span>Orte</span></a>';
    const root = new EventTarget() as unknown as Document;
    reloadOnNextNavigation(root);
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(event, 'target', { value: link.querySelector('span') });
    root.dispatchEvent(event);
    expect(link.getAttribute('data-vike')).toBe('false');
  });
});
