import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

const de = createIntl({ locale: 'de-AT', messages: {} });
const en = createIntl({ locale: 'en-GB', messages: {} });

describe('distances', () => {
  it('uses the language’s decimal separator and a non-breaking space before the unit', () => {
    expect(formatDistance(de, 1.234)).toBe('1,2\u00a0km');
    expect(formatDistance(en, 1.234)).toBe('1.2\u00a0km');
  });

  it('shows whole kilometres from 10 km and metres below one kilometre', () => {
    expect(formatDistance(de, 12.6)).toBe('13\u00a0km');
    expect(formatDistance(de, 0.347)).toBe('350\u00a0m');
    expect(formatDistance(en, 0.001)).toBe('10\u00a0m');
    expect(formatDistance(en, 0.999)).toBe('1\u00a0km');
    expect(formatDistance(de, 5)).toBe('5\u00a0km');
  });

  it('shows nothing for impossible distances', () => {
    expect(formatDistance(de, Number.NaN)).toBe('');
    expect(formatDistance(de, -1)).toBe('');
  });
});
