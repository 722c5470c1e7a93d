// The palette as people with protanopia, deuteranopia and tritanopia see it, row by row under the typical view.
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFICIENCIES, simulateDeficiency } from '../../../features/colors/colour-science';

const rows = ['normal', ...DEFICIENCIES] as const;

export function VisionPreview({ colours }: { colours: readonly string[] }) {
  const intl = useIntl();
  return (
    <section className="colors-section" aria-labelledby="colors-cvd-heading">
      <h2 id="colors-cvd-heading">
        <FormattedMessage id="colors.cvd.heading" />
      </h2>
      <p>
        <FormattedMessage id="colors.cvd.intro" />
      </p>
      <dl className="colors-cvd">
        {rows.map((row) => {
          const shown = row === 'normal' ? colours : colours.map((hex) => simulateDeficiency(hex, row));
          const label = intl.formatMessage({ id: `colors.cvd.${row}` });
          return (
            <div key={row} className="colors-cvd__row" data-testid={`cvd-${row}`}>
              <dt>{label}</dt>
              <dd>
                <svg viewBox={`0 0 ${shown.length * 10} 10`} preserveAspectRatio="none" role="img" aria-label={`${label}: ${shown.join(', ')}`} focusable="false">
                  {shown.map((hex, index) => (
                    <rect key={index} x={index * 10} width="10" height="10" fill={hex} />
                  ))}
                </svg>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
