// The palette tool of /fun/colors: base colour, material and harmony (a GET form, so that without JavaScript the
// server renders the palette they ask for), the palette with locks and „Neu mischen“, then preview, contrast check,
// colour-vision preview and exports. The state lives in the URL (replaceState), so the address is the share link.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { nearestColourName } from '../../../features/colors/colour-science';
import { HARMONY_RULES, MATERIALS, isHarmonyRule, isMaterial, normalizeHex } from '../../../features/colors/palette-model';
import { buildPaletteUrl } from '../../../features/colors/palette-url';
import { ContrastCheck } from './ContrastCheck';
import { ExportPanel } from './ExportPanel';
import { MaterialPreview } from './MaterialPreview';
import { Swatch } from './Swatch';
import { VisionPreview } from './VisionPreview';
import { reshuffled, stateFromQuery, withBase, withLockToggled, withMaterial, withRule, type PaletteState } from './palette-state';

/** How long the address waits for the colour picker to rest before it changes (browsers limit replaceState calls). */
const URL_DELAY_MS = 300;

/** A padlock, shut when locked (drawn, not an emoji: not every system has an emoji font). */
function LockIcon({ locked }: { locked: boolean }) {
  return (
    <svg className="colors-palette__lock-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d={locked ? 'M5 7V5a3 3 0 0 1 6 0v2' : 'M5 7V5a3 3 0 0 1 5.8-1'} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function PaletteTool() {
  const intl = useIntl();
  const { urlParsed, locale } = usePageContext();
  const localize = useLocalizedUrl();
  const path = localize('/fun/colors');
  const [state, setState] = useState<PaletteState>(() => stateFromQuery(urlParsed.search));
  // Buttons that only work with JavaScript stay disabled in the server's HTML until the page is hydrated.
  const [ready, setReady] = useState(false);
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const [origin, setOrigin] = useState('');
  const changed = useRef(false);
  const hexId = useId();

  // Set after hydration on purpose: the first client render must match the server's HTML, which knows neither.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    setOrigin(window.location.origin);
  }, []);

  const shareUrl = buildPaletteUrl(path, state);
  useEffect(() => {
    if (!changed.current) return undefined;
    const timer = setTimeout(() => window.history.replaceState(window.history.state, '', shareUrl), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shareUrl]);

  const update = (change: (current: PaletteState) => PaletteState) => {
    changed.current = true;
    setState(change);
  };

  const names = state.colours.map((hex) => nearestColourName(hex)[locale]);
  const hexValue = hexDraft ?? state.base;
  const hexInvalid = hexDraft !== null && normalizeHex(hexDraft) === null;
  const fileTitle = intl.formatMessage(
    { id: 'colors.export.fileTitle' },
    { name: nearestColourName(state.base)[locale], rule: intl.formatMessage({ id: `colors.rule.${state.rule}` }) },
  );

  return (
    <>
      <form
        className="colors-form"
        method="get"
        action={path}
        aria-label={intl.formatMessage({ id: 'colors.form.label' })}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="colors-form__base">
          <label>
            <FormattedMessage id="colors.base" />
            <input
              type="color"
              name="base"
              value={state.base}
              onChange={(event) => {
                const hex = normalizeHex(event.currentTarget.value);
                setHexDraft(null);
                if (hex) update((current) => withBase(current, hex));
              }}
            />
          </label>
          <label htmlFor={hexId}>
            <FormattedMessage id="colors.base.hex" />
          </label>
          <input
            id={hexId}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            value={hexValue}
            aria-invalid={hexInvalid || undefined}
            aria-describedby={hexInvalid ? `${hexId}-error` : undefined}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setHexDraft(text);
              const hex = normalizeHex(text);
              if (hex) update((current) => withBase(current, hex));
            }}
            onBlur={() => {
              if (!hexInvalid) setHexDraft(null);
            }}
          />
          {hexInvalid && (
            <p id={`${hexId}-error`} className="colors-form__error">
              <FormattedMessage id="colors.base.invalid" />
            </p>
          )}
        </div>
        <label>
          <FormattedMessage id="colors.material" />
          <select
            name="m"
            value={state.material}
            onChange={(event) => {
              const material = event.currentTarget.value;
              if (isMaterial(material)) update((current) => withMaterial(current, material));
            }}
          >
            {MATERIALS.map((material) => (
              <option key={material} value={material}>
                {intl.formatMessage({ id: `colors.material.${material}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="colors.rule" />
          <select
            name="rule"
            value={state.rule}
            aria-describedby="colors-rule-hint"
            onChange={(event) => {
              const rule = event.currentTarget.value;
              if (isHarmonyRule(rule)) update((current) => withRule(current, rule));
            }}
          >
            {HARMONY_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {intl.formatMessage({ id: `colors.rule.${rule}` })}
              </option>
            ))}
          </select>
        </label>
        <p id="colors-rule-hint" className="colors-form__hint">
          <FormattedMessage id={`colors.ruleHint.${state.rule}`} />
        </p>
        {!ready && (
          <button type="submit" className="button">
            <FormattedMessage id="colors.apply" />
          </button>
        )}
      </form>

      <section className="colors-section" aria-labelledby="colors-palette-heading">
        <div className="colors-section__head">
          <h2 id="colors-palette-heading">
            <FormattedMessage id="colors.palette.heading" />
          </h2>
          <button type="button" className="button" disabled={!ready} aria-describedby="colors-regenerate-hint" onClick={() => update((current) => reshuffled(current))}>
            <FormattedMessage id="colors.regenerate" />
          </button>
        </div>
        <p id="colors-regenerate-hint" className="colors-section__note">
          <FormattedMessage id="colors.regenerateHint" />
        </p>
        <ol className="colors-palette" data-testid="palette">
          {state.colours.map((hex, index) => (
            <li key={index} className="colors-palette__item" data-hex={hex}>
              <Swatch hex={hex} />
              <span className="colors-palette__name">{names[index]}</span>
              <code className="colors-palette__hex">{hex}</code>
              {index === 0 ? (
                <span className="colors-palette__base">
                  <FormattedMessage id="colors.palette.base" />
                </span>
              ) : (
                <button
                  type="button"
                  className="colors-palette__lock"
                  aria-pressed={state.locked.includes(index)}
                  aria-label={intl.formatMessage({ id: 'colors.palette.lockLabel' }, { name: names[index], hex })}
                  disabled={!ready}
                  onClick={() => update((current) => withLockToggled(current, index))}
                >
                  <LockIcon locked={state.locked.includes(index)} /> <FormattedMessage id="colors.palette.lock" />
                </button>
              )}
            </li>
          ))}
        </ol>
        <p className="colors-section__note">
          <FormattedMessage id="colors.namesSource" />
        </p>
      </section>

      <MaterialPreview colours={state.colours} names={names} material={state.material} />
      <ContrastCheck colours={state.colours} names={names} ready={ready} />
      <VisionPreview colours={state.colours} />
      <ExportPanel colours={state.colours} names={names} title={fileTitle} shareUrl={origin + shareUrl} ready={ready} />
    </>
  );
}
