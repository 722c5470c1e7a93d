// Any two colours of the palette as text on background: the WCAG 2 ratio with its AA/AAA verdicts and the APCA
// lightness contrast (Lc) with what APCA's guidance allows at that level.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apcaContrast, apcaLevel, contrastRatio, wcagVerdict, type WcagVerdict } from '../../../features/colors/colour-science';
import { defaultContrastPair } from './palette-state';

const verdicts: Array<keyof WcagVerdict> = ['aa', 'aaLarge', 'aaa', 'aaaLarge'];

export function ContrastCheck({ colours, names, ready }: { colours: readonly string[]; names: readonly string[]; ready: boolean }) {
  const intl = useIntl();
  const [pair, setPair] = useState<[number, number]>(() => defaultContrastPair(colours));
  const textIndex = Math.min(pair[0], colours.length - 1);
  const backgroundIndex = Math.min(pair[1], colours.length - 1);
  const text = colours[textIndex] ?? '#000000';
  const background = colours[backgroundIndex] ?? '#ffffff';
  const ratio = contrastRatio(text, background);
  const verdict = wcagVerdict(ratio);
  const lc = apcaContrast(text, background);
  // WCAG 2 judges the unrounded ratio; two decimals (floored) never show a pass as "4.50" that is really 4.499.
  const shownRatio = intl.formatNumber(Math.floor(ratio * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const choose = (which: 0 | 1) => (
    <label>
      <FormattedMessage id={which === 0 ? 'colors.contrast.text' : 'colors.contrast.background'} />
      <select
        value={which === 0 ? textIndex : backgroundIndex}
        disabled={!ready}
        onChange={(event) => {
          const index = Number(event.currentTarget.value);
          setPair((current) => (which === 0 ? [index, current[1]] : [current[0], index]));
        }}
      >
        {colours.map((hex, index) => (
          <option key={index} value={index}>
            {intl.formatMessage({ id: 'colors.contrast.option' }, { position: index + 1, name: names[index], hex })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="colors-section" aria-labelledby="colors-contrast-heading">
      <h2 id="colors-contrast-heading">
        <FormattedMessage id="colors.contrast.heading" />
      </h2>
      <p>
        <FormattedMessage id="colors.contrast.intro" />
      </p>
      <div className="colors-contrast__pickers">
        {choose(0)}
        {choose(1)}
      </div>
      <svg className="colors-contrast__sample" viewBox="0 0 320 72" aria-hidden="true" focusable="false">
        <rect width="320" height="72" rx="8" fill={background} />
        <text x="16" y="30" fill={text} fontSize="18" fontFamily="system-ui, sans-serif">
          {intl.formatMessage({ id: 'colors.contrast.sample' })}
        </text>
        <text x="16" y="56" fill={text} fontSize="13" fontFamily="system-ui, sans-serif">
          {intl.formatMessage({ id: 'colors.contrast.sample' })}
        </text>
      </svg>
      <div className="colors-contrast__results" aria-live="polite">
        <p className="colors-contrast__figure" data-testid="wcag-ratio">
          <FormattedMessage id="colors.contrast.wcag" values={{ ratio: shownRatio }} />
        </p>
        <ul className="colors-contrast__verdicts">
          {verdicts.map((key) => (
            <li key={key} className={verdict[key] ? 'colors-contrast__pass' : 'colors-contrast__fail'}>
              <span aria-hidden="true">{verdict[key] ? '✓' : '✗'}</span> <FormattedMessage id={`colors.contrast.${key}`} />:{' '}
              <strong>
                <FormattedMessage id={verdict[key] ? 'colors.contrast.pass' : 'colors.contrast.fail'} />
              </strong>
            </li>
          ))}
        </ul>
        <p className="colors-contrast__figure" data-testid="apca-lc">
          <FormattedMessage id="colors.contrast.apca" values={{ lc: intl.formatNumber(lc, { maximumFractionDigits: 1 }) }} />
        </p>
        <p>
          <FormattedMessage id={`colors.apca.${apcaLevel(lc)}`} />
        </p>
      </div>
    </section>
  );
}
