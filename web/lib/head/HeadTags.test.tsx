import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { HeadTags } from './HeadTags';
import { inlineJson } from './json-ld';

const intl = createIntl({ locale: 'en-GB', messages: en });

describe('HeadTags', () => {
  const render = (noindex?: boolean) =>
    renderToStaticMarkup(
      <HeadTags
        head={{
          title: 'Venues',
          description: 'All places',
          noindex,
          breadcrumbs: [{ name: 'Home', path: '/' }],
          links: [{ rel: 'alternate', type: 'text/calendar', href: '/events.ics', title: 'Events' }],
        }}
        intl={intl}
        locale="en"
        origin="https://example.at"
        logicalUrl="/venues?city=wien"
      />,
    );

  it('writes title, robots, canonical, hreflang alternates and Open Graph', () => {
    const html = render();
    expect(html).toContain('<title>Venues – Magazine for Homemade Things</title>');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('<link rel="canonical" href="https://example.at/en/venues?city=wien"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="de" href="https://example.at/venues?city=wien"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://example.at/en/venues?city=wien"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://example.at/venues?city=wien"/>');
    expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(html).toContain('"item":"https://example.at/en"');
    expect(html).toContain('<link rel="alternate" href="https://example.at/events.ics" type="text/calendar" title="Events"/>');
  });

  it('keeps private pages out of search engines', () => {
    expect(render(true)).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('inlineJson', () => {
  it('cannot close a script element', () => {
    const json = inlineJson({ name: '</script><script>alert(1)</script>', odd: '\u2028\u2029' });
    expect(json).not.toContain('</script');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', odd: '\u2028\u2029' });
  });
});
