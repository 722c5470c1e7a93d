import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/render-page.testing';
import ClaudePage from './+Page';

describe('/claude', () => {
  it('keeps /claude in light colour mode', async () => {
    const html = await renderPage({ Page: ClaudePage, url: '/claude', extra: { viewer: null } });
    expect(html).toContain('class="assistant assistant--light"');
    expect(html).toContain('action="/claude"');
  });
});
