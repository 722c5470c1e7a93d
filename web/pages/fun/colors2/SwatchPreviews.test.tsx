import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/i18n/messages';
import { SwatchPreviews } from './SwatchPreviews';

async function render(colours: string[]) {
  const html = renderToString(
    <IntlProvider locale="de-AT" messages={await loadMessages('de')}>
      <SwatchPreviews colours={colours} />
    </IntlProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const fills = (svg: Element) => new Set([...svg.querySelectorAll('[fill^="#"]')].map((element) => element.getAttribute('fill')));

describe('the craft previews', () => {
  it('draws a knit, a quilt block and tiles, each a labelled picture using the palette', async () => {
    const palette = ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#f4f1de', '#5b8e7d'];
    const container = await render(palette);
    const figures = [...container.querySelectorAll('figure')];
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
      'Gestrickt: glatt rechts, in Streifen',
      'Gequiltet: ein Ohio-Star-Block',
      'Glasiert: vier Fliesen',
    ]);
    for (const figure of figures) {
      const svg = figure.querySelector('svg')!;
      expect(svg.getAttribute('role')).toBe('img');
      expect(container.querySelector(`#${svg.getAttribute('aria-labelledby')}`)).toBe(figure.querySelector('figcaption'));
    }
    // The stripes go through every colour; the block and the tiles use at least five of the six.
    for (const colour of palette) expect(fills(figures[0]!.querySelector('svg')!)).toContain(colour);
    for (const figure of figures.slice(1)) expect(palette.filter((colour) => fills(figure.querySelector('svg')!).has(colour)).length).toBeGreaterThanOrEqual(5);
    // No style attributes: the site's policy would refuse them.
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('draws nothing without colours, and copes with a single one', async () => {
    expect((await render([])).innerHTML).toBe('');
    expect((await render(['#336699'])).querySelectorAll('svg')).toHaveLength(3);
  });
});
