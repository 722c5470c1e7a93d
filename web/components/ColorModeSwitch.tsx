// The header's colour mode switch: system, light or dark, as three radio buttons in a labelled group (arrow keys move
// between them, screen readers announce the one checked). The server cannot know the choice (it lives in the
// browser's storage, decision 030), so it renders none checked and the choice is read after hydration; until then
// the stylesheet marks the chosen option from <html data-color-mode>, which the inline script set before the first
// paint. Without JavaScript the attribute is missing and the stylesheet hides the switch: the system's mode applies.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { chooseColorMode, colorModes, onColorModeChangedElsewhere, showColorMode, storedColorMode, type ColorMode } from '../lib/color-mode/color-mode';

export function ColorModeSwitch() {
  const intl = useIntl();
  const [chosen, setChosen] = useState<ColorMode | null>(null);
  // Read once hydrated, in an effect: the first render must match the server's HTML, where none is checked.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setChosen(storedColorMode()), []);
  // A choice made in another tab shows here too.
  useEffect(
    () =>
      onColorModeChangedElsewhere((mode) => {
        showColorMode(mode);
        setChosen(mode);
      }),
    [],
  );
  return (
    <fieldset className="color-mode-switch">
      <legend className="visually-hidden">{intl.formatMessage({ id: 'colorMode.label' })}</legend>
      {colorModes.map((mode) => (
        <label key={mode} className={`color-mode-switch__option color-mode-switch__option--${mode}`}>
          <input
            type="radio"
            name="color-mode"
            value={mode}
            checked={chosen === mode}
            onChange={() => {
              chooseColorMode(mode);
              setChosen(mode);
            }}
          />
          <span className="color-mode-switch__face">
            <ModeIcon mode={mode} />
            <span className="color-mode-switch__text">{intl.formatMessage({ id: `colorMode.${mode}` })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The option's sign, shown instead of its word on narrow screens (the word stays its accessible name). */
function ModeIcon({ mode }: { mode: ColorMode }) {
  return (
    <svg className="color-mode-switch__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {mode === 'system' ? (
        <>
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 2a6 6 0 0 1 0 12z" fill="currentColor" />
        </>
      ) : mode === 'light' ? (
        <>
          <circle cx="8" cy="8" r="3" fill="currentColor" />
          <path
            d="M8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.4 1.4M11.6 11.6 13 13M3 13l1.4-1.4M11.6 4.4 13 3"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </>
      ) : (
        <path d="M10.5 1.8A6.3 6.3 0 1 0 14.2 10 5 5 0 0 1 10.5 1.8z" fill="currentColor" />
      )}
    </svg>
  );
}
