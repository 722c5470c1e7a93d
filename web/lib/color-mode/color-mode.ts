// The visitor's colour mode in the browser: what they chose (localStorage), and the data-color-mode attribute on
// <html> that the stylesheet's palettes follow. The inline script in <head> (colorModeScript) sets it before the
// first paint; this module keeps it right afterwards (a choice in the header, a client-side navigation to a page with
// a fixed mode and back). Decision 030 explains why the choice is not a cookie. Typed loosely (no DOM types): the
// server imports this file too (htmlColorModeAttributes, for +onRenderHtml).
import { COLOR_MODE_KEY } from '../../../functions/src/http/inline-scripts';

export const colorModes = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
/** What a page may fix regardless of the visitor's choice (a `+colorMode.ts` beside its +Page). */
export type FixedColorMode = 'light' | 'dark';

/** The attribute the stylesheet reads, and the one marking a page whose mode is fixed (the switch hides there). */
export const colorModeAttribute = 'data-color-mode';
export const fixedColorModeAttribute = 'data-color-mode-fixed';

type Root = { hasAttribute(name: string): boolean; setAttribute(name: string, value: string): void; removeAttribute(name: string): void };
type Storage = { getItem(key: string): string | null; setItem(key: string, value: string): void };
type BrowserGlobals = { document?: { documentElement: Root }; localStorage?: Storage };

const browser = globalThis as BrowserGlobals;
const documentRoot = (): Root => browser.document!.documentElement;

function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (colorModes as readonly string[]).includes(value);
}

/** The mode the visitor chose, 'system' when none (or storage is blocked). */
export function storedColorMode(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ColorMode {
  try {
    const value = storage?.getItem(COLOR_MODE_KEY);
    return isColorMode(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the visitor's choice (for this browser) and shows it, unless the page fixes its own mode. */
export function chooseColorMode(mode: ColorMode, root: Root = documentRoot(), storage = safeStorage()): void {
  try {
    storage?.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Storage is blocked (a privacy setting): the choice holds for this page only.
  }
  showColorMode(mode, root);
}

/** Shows `mode` on the page, unless the page fixes its own. */
export function showColorMode(mode: ColorMode, root: Root = documentRoot()): void {
  if (!root.hasAttribute(fixedColorModeAttribute)) root.setAttribute(colorModeAttribute, mode);
}

/** Calls `changed` with the new choice when another tab or window of the site changes it; returns the unsubscribe. */
export function onColorModeChangedElsewhere(changed: (mode: ColorMode) => void): () => void {
  const target = globalThis as unknown as { addEventListener?: EventListenerLike; removeEventListener?: EventListenerLike };
  const listener = (event: { key?: string | null }) => {
    if (event.key === COLOR_MODE_KEY || event.key === null) changed(storedColorMode());
  };
  target.addEventListener?.('storage', listener);
  return () => target.removeEventListener?.('storage', listener);
}
type EventListenerLike = (type: 'storage', listener: (event: { key?: string | null }) => void) => void;

/** After a client-side navigation: the new page's fixed mode, or the visitor's choice. */
export function applyPageColorMode(fixed: FixedColorMode | undefined, root: Root = documentRoot(), storage = safeStorage()): void {
  if (fixed) {
    root.setAttribute(colorModeAttribute, fixed);
    root.setAttribute(fixedColorModeAttribute, '');
  } else {
    root.removeAttribute(fixedColorModeAttribute);
    root.setAttribute(colorModeAttribute, storedColorMode(storage));
  }
}

/** The server's attributes for <html>: only a page with a fixed mode gets any (the rest is the script's job). */
export function htmlColorModeAttributes(fixed: FixedColorMode | undefined): string {
  return fixed === 'light' || fixed === 'dark' ? ` ${colorModeAttribute}="${fixed}" ${fixedColorModeAttribute}` : '';
}

function safeStorage(): Storage | undefined {
  try {
    // Reading localStorage itself throws where storage is blocked.
    return browser.localStorage;
  } catch {
    return undefined;
  }
}
