// The colour mode's pre-paint script and its browser helpers, and the stylesheet's palettes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_KEY, colorModeScript } from '../../../functions/src/http/inline-scripts';
import { applyPageColorMode, chooseColorMode, htmlColorModeAttributes, onColorModeChangedElsewhere, storedColorMode } from './color-mode';

const root = () => document.documentElement;
const runScript = () => (new Function(colorModeScript) as () => void)();

beforeEach(() => {
  root().removeAttribute('data-color-mode');
  root().removeAttribute('data-color-mode-fixed');
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the pre-paint script', () => {
  it('marks the system mode when the visitor chose none', () => {
    runScript();
    expect(root().getAttribute('data-color-mode')).toBe('system');
  });

  it.each(['light', 'dark', 'system'])('applies the chosen %s mode', (mode) => {
    window.localStorage.setItem(COLOR_MODE_KEY, mode);
    runScript();
    expect(root().getAttribute('data-color-mode')).toBe(mode);
  });

  it('takes an unknown stored value for the system mode', () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'sepia"><script>');
    runScript();
    expect(root().getAttribute('data-color-mode')).toBe('system');
  });

  it('keeps the mode a page fixes on the server', () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    root().setAttribute('data-color-mode', 'light');
    root().setAttribute('data-color-mode-fixed', '');
    runScript();
    expect(root().getAttribute('data-color-mode')).toBe('light');
  });

  it('falls back to the system mode when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runScript).not.toThrow();
    expect(root().getAttribute('data-color-mode')).toBe('system');
  });

  it('is one self-contained statement that cannot close its script element', () => {
    expect(colorModeScript).not.toMatch(/<\/script/i);
    expect(colorModeScript).toMatch(/^\(function\(\)\{.*\}\)\(\);$/);
  });
});

describe('the browser helpers', () => {
  it('remember a choice and show it', () => {
    chooseColorMode('dark');
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(storedColorMode()).toBe('dark');
    expect(root().getAttribute('data-color-mode')).toBe('dark');
  });

  it('remember a choice made on a page with a fixed mode without changing the page', () => {
    applyPageColorMode('light');
    chooseColorMode('dark');
    expect(storedColorMode()).toBe('dark');
    expect(root().getAttribute('data-color-mode')).toBe('light');
  });

  it('switch between a fixed page and the visitor’s choice on navigation', () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    applyPageColorMode('light');
    expect(root().getAttribute('data-color-mode')).toBe('light');
    expect(root().hasAttribute('data-color-mode-fixed')).toBe(true);
    applyPageColorMode(undefined);
    expect(root().getAttribute('data-color-mode')).toBe('dark');
    expect(root().hasAttribute('data-color-mode-fixed')).toBe(false);
  });

  it('follow a choice made in another tab', () => {
    const seen: string[] = [];
    const stop = onColorModeChangedElsewhere((mode) => seen.push(mode));
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_KEY }));
    expect(seen).toEqual(['dark']);
  });

  it('read the system mode when storage is blocked', () => {
    expect(storedColorMode({ getItem: () => { throw new Error('blocked'); } })).toBe('system');
    expect(storedColorMode(undefined)).toBe('system');
  });

  it('give the server attributes for a fixed page only', () => {
    expect(htmlColorModeAttributes('light')).toBe(' data-color-mode="light" data-color-mode-fixed');
    expect(htmlColorModeAttributes(undefined)).toBe('');
    expect(htmlColorModeAttributes('<b>' as never)).toBe('');
  });
});

// ---- The stylesheets ----

// The web folder (vitest runs this project with web/ as its root).
const web = join(__dirname, '..', '..');
const siteCss = readFileSync(join(web, 'styles/site.css'), 'utf8');

/** The custom properties declared in the first block that begins with `opening`. */
function palette(opening: string): Map<string, string> {
  const start = siteCss.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const body = siteCss.slice(siteCss.indexOf('{', start) + 1, siteCss.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const light = palette(":root {\n  --paper");
const darkBySystem = palette(":root:not([data-color-mode='light']) {");
const darkByChoice = palette(":root[data-color-mode='dark'] {");

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the palettes', () => {
  it('give every colour role a dark value, the same whether the system or the visitor asks for dark', () => {
    expect([...darkBySystem.keys()].sort()).toEqual([...light.keys()].sort());
    expect(darkByChoice).toEqual(darkBySystem);
  });

  // Text on the surfaces it is put on; 3:1 for the marks that are not text (focus rings, chart bars, field borders).
  const textPairs: Array<[string, string]> = [
    ['--ink', '--paper'], ['--ink', '--card'], ['--ink', '--clay'], ['--ink', '--warning'], ['--ink', '--danger-bg'], ['--ink', '--success-bg'],
    ['--muted', '--paper'], ['--muted', '--card'], ['--muted', '--clay'],
    ['--accent-dark', '--paper'], ['--accent-dark', '--card'], ['--accent-dark', '--clay'], ['--accent', '--card'],
    ['--on-accent', '--accent-dark'], ['--on-accent', '--accent'], ['--on-accent', '--danger'], ['--paper', '--ink'],
    ['--success', '--card'], ['--success-ink', '--success-bg'], ['--danger', '--card'], ['--danger', '--paper'], ['--danger-ink', '--danger-bg'], ['--danger', '--danger-bg'],
  ];
  it.each([['light', light], ['dark', darkBySystem]] as const)('reach WCAG AA contrast in the %s palette', (_name, colours) => {
    for (const [text, surface] of textPairs) expect(contrast(colours.get(text)!, colours.get(surface)!), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    for (const mark of ['--accent', '--focus']) expect(contrast(colours.get(mark)!, colours.get('--card')!), mark).toBeGreaterThanOrEqual(3);
  });

  it.each([['light', light], ['dark', darkBySystem]] as const)('field borders in the %s palette stand out from fields and the page', (_name, colours) => {
    for (const surface of ['--card', '--paper']) expect(contrast(colours.get('--field-line')!, colours.get(surface)!), surface).toBeGreaterThanOrEqual(3);
  });

  // The explorer has its own light and dark theme (GraphiQL's); the colour tools' swatches are content.
  const exempt = [/^explorer\//, /^features\/colors\//, /^pages\/fun\//, /^styles\/site\.css$/];
  function cssFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'dist') return [];
      if (statSync(path).isDirectory()) return cssFiles(path);
      return name.endsWith('.css') ? [path] : [];
    });
  }
  it('are the only colours the stylesheets name, so that every page follows the mode', () => {
    const literals = cssFiles(web)
      .map((path) => relative(web, path))
      .filter((path) => !exempt.some((pattern) => pattern.test(path)))
      .flatMap((path) =>
        readFileSync(join(web, path), 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.replace(/\/\*.*?\*\//g, ''), at: `${path}:${index + 1}` }))
          .filter(({ line }) => /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(|:\s*(white|black)\b/i.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(literals).toEqual([]);
  });
});
