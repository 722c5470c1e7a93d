import { describe, expect, it } from 'vitest';
import { renderAndHydrate, testViewer } from '../../components/render-page.testing';
import Page from './+Page';

describe('sign-out page', () => {
  it('offers the sign-out button to a signed-in person and hydrates cleanly', async () => {
    const viewer = testViewer({ name: '</script><script>alert(1)</script>' });
    const { container, errors } = await renderAndHydrate({ Page, url: '/logout', locale: 'en', extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('main form')?.getAttribute('action')).toBe('/en/logout');
    expect(container.querySelector('main form button')?.textContent).toBe('Sign out');
    expect(container.querySelector('main')?.textContent).toContain('Signed in as </script><script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('tells a signed-out visitor there is nothing to sign out of', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/logout' });
    expect(errors).toEqual([]);
    expect(container.querySelector('main form')).toBeNull();
    expect(container.querySelector('main a')?.getAttribute('href')).toBe('/login');
  });
});
