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
  // Read once hydrated, in an effect: preact's useSyncExternalStore has no server snapshot, so it would hydrate with
  // the stored choice, and preact does not set `checked` while hydrating: the radio would stay unchecked.
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
          <span>{intl.formatMessage({ id: `colorMode.${mode}` })}</span>
        </label>
      ))}
    </fieldset>
  );
}
