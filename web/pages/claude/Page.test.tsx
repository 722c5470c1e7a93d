import { describe, expect, it } from 'vitest';
import { htmlColorModeAttributes } from '../../lib/color-mode/color-mode';
import { renderPage } from '../../components/render-page.testing';
import colorMode from './+colorMode';
import ClaudePage from './+Page';

describe('/claude', () => {
  it('is fixed to the light colour mode, which the server writes on <html>', () => {
    expect(colorMode).toBe('light');
    expect(htmlColorModeAttributes(colorMode)).toBe(' data-color-mode="light" data-color-mode-fixed');
  });

  it('renders the assistant with its form posting to /claude', async () => {
    const html = await renderPage({ Page: ClaudePage, url: '/claude', extra: { viewer: null } });
    expect(html).toContain('class="assistant"');
    expect(html).toContain('action="/claude"');
  });
});
