import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.server';

describe('renderMarkdown', () => {
  it('renders paragraphs, emphasis, lists and links, with headings one level down', () => {
    const html = renderMarkdown('# Ton\n\nEin **fester** Satz.\n\n- eins\n- zwei\n\n[Wien](https://www.wien.gv.at) und [hier](/venues)');
    expect(html).toContain('<h2>Ton</h2>');
    expect(renderMarkdown('## Zwei\n\n### Drei')).toBe('<h2>Zwei</h2>\n<h3>Drei</h3>\n');
    expect(html).toContain('<strong>fester</strong>');
    expect(html).toContain('<li>eins</li>');
    expect(html).toContain('<a href="https://www.wien.gv.at" rel="noopener">Wien</a>');
    expect(html).toContain('<a href="/venues">hier</a>');
  });

  it('escapes raw HTML, including script elements and event handlers', () => {
    const html = renderMarkdown('Hallo <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a>');
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps javascript:, data: and protocol-relative links and images out', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](//evil.example) ![e](javascript:alert(1)) [f](vbscript:x)',
    );
    expect(html).not.toContain('href=');
    expect(html).not.toContain('src=');
    expect(html).not.toMatch(/<a |<img /);
  });

  it('keeps safe images with their alt text', () => {
    expect(renderMarkdown('![Eine Schale](/illustrations/toepfern-keramik.svg)')).toContain(
      '<img src="/illustrations/toepfern-keramik.svg" alt="Eine Schale">',
    );
  });
});
