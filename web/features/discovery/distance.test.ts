import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

const de = createIntl({ locale: 'de-AT', messages: {} });
const en = createIntl({ locale: 'en-US', messages: {} });

describe('distances', () => {
  it('uses the language’s decimal separator', () => {
    expect(formatDistance(de, 1.234)).toBe('1,2 km');
    expect(formatDistance(en, 1.234)).toBe('1.2 km');
  });

  it('shows whole kilometres from 10 km and metres below one kilometre', () => {
    expect(formatDistance(de, 12.6)).toBe('13 km');
    expect(formatDistance(de, 0.347)).toBe('350 m');
    expect(formatDistance(en, 0.001)).toBe('10 m');
    expect(formatDistance(en, 0.999)).toBe('1 km');
    expect(formatDistance(de, 5)).toBe('5 km');
  });

  it('shows nothing for impossible distances', () => {
    expect(formatDistance(de, Number.NaN)).toBe('');
    expect(formatDistance(de, -1)).toBe('');
  });
});
