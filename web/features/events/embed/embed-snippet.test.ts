// The widget's code to copy: its address by owner, language and theme, and a venue's name that cannot break out of
// the attribute it is written into.
import { describe, expect, it } from 'vitest';
import { embedSnippet, widgetPath } from './embed-snippet';

describe('the widget’s code', () => {
  it('points at the widget in the language and colours chosen', () => {
    expect(widgetPath({ kind: 'venue', slug: 'tonwerk', name: 'Tonwerk' }, 'de', 'auto')).toBe('/embed/venue/tonwerk');
    expect(widgetPath({ kind: 'venue', slug: 'tonwerk', name: 'Tonwerk' }, 'en', 'dark')).toBe('/en/embed/venue/tonwerk?theme=dark');
    expect(widgetPath({ kind: 'organiser', uid: 'demo-kursleitung' }, 'de', 'light')).toBe('/embed/organiser/demo-kursleitung?theme=light');
  });

  it('escapes the frame’s title and address', () => {
    const snippet = embedSnippet({
      origin: 'https://selbstgemacht.example',
      owner: { kind: 'venue', slug: 'tonwerk', name: 'x' },
      locale: 'de',
      theme: 'auto',
      title: 'Kurse bei "Ton & Werk" <b>',
    });
    expect(snippet).toBe(
      '<iframe src="https://selbstgemacht.example/embed/venue/tonwerk" title="Kurse bei &quot;Ton &amp; Werk&quot; &lt;b>" width="100%" height="480" loading="lazy" style="border: 0"></iframe>',
    );
  });
});
