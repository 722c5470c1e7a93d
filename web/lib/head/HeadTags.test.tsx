import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import type { HeadInfo } from './head-info';
import { headMessageIds, HeadTags } from './HeadTags';
import { messageIdsIn } from '../i18n/page-messages';
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

describe('a shared link', () => {
  const share = (head: Partial<HeadInfo>) =>
    renderToStaticMarkup(
      <HeadTags head={{ title: 'Venues', description: 'All venues', ...head }} intl={intl} locale="en" origin="https://example.at" logicalUrl="/venues" />,
    );
  const meta = (html: string, name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"/>`))?.[1];

  it('shows the site’s own picture, with its description, on a page without one', () => {
    const html = share({});
    expect(meta(html, 'og:image')).toBe('https://example.at/og/site.png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe(en['head.imageAlt']);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe('https://example.at/og/site.png');
    expect(meta(html, 'twitter:image:alt')).toBe(en['head.imageAlt']);
  });

  it('shows the page’s own photo with its description', () => {
    const html = share({ image: '/uploads/wheel.jpg', imageAlt: 'A wheel' });
    expect(meta(html, 'og:image')).toBe('https://example.at/uploads/wheel.jpg');
    expect(meta(html, 'og:image:alt')).toBe('A wheel');
    expect(meta(html, 'og:image:width')).toBeUndefined();
  });

  it('shares a drawing as its PNG twin, since previews do not show SVG', () => {
    const html = share({ image: 'https://example.at/illustrations/toepfern-keramik.svg', imageAlt: 'Drawing for the craft “Pottery”' });
    expect(meta(html, 'og:image')).toBe('https://example.at/og/toepfern-keramik.png');
    expect(meta(html, 'og:image:alt')).toBe('Drawing for the craft “Pottery”');
  });

  it('never shares a picture without words for it', () => {
    expect(meta(share({ image: '/uploads/wheel.jpg', imageAlt: ' ' }), 'og:image')).toBe('https://example.at/og/site.png');
    expect(meta(share({ image: '/illustrations/article.svg' }), 'og:image')).toBe('https://example.at/og/site.png');
  });

  it('has a PNG twin for every drawing', () => {
    const drawings = fs.readdirSync(path.resolve('web/public/illustrations')).filter((name) => name.endsWith('.svg'));
    const twins = new Set(fs.readdirSync(path.resolve('web/public/og')));
    expect(drawings.filter((name) => !twins.has(name.replace(/\.svg$/, '.png')))).toEqual([]);
    expect(twins.has('site.png')).toBe(true);
  });
});

describe('the head’s messages', () => {
  // Pages get only the messages the browser's code names, and the head renders on the server alone: a message it
  // shows that is missing from headMessageIds would reach a page as its id (og:image:alt="head.imageAlt").
  it('lists every message the head shows among those every page gets', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'HeadTags.tsx'), 'utf8');
    const shown = messageIdsIn(source, Object.keys(en));
    expect(shown.size).toBeGreaterThan(0);
    expect([...shown].sort()).toEqual([...headMessageIds].sort());
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
