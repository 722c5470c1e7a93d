import { describe, expect, it } from 'vitest';
import { intlFor } from './intl';

describe('intlFor', () => {
  it('reuses the react-intl object, and with it its formatters, for the same locale and messages', () => {
    const messages = { hello: 'Hallo {name}' };
    const intl = intlFor('de', messages);
    expect(intlFor('de', messages)).toBe(intl);
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Mia' })).toBe('Hallo Mia');
    expect(intl.formatNumber(1234.5)).toBe(new Intl.NumberFormat('de-AT').format(1234.5));
  });

  it('keeps locales and message sets apart', () => {
    const messages = { hello: 'Hallo' };
    expect(intlFor('en', messages)).not.toBe(intlFor('de', messages));
    expect(intlFor('en', messages).locale).toBe('en-GB');
    expect(intlFor('de', { hello: 'Servus' }).formatMessage({ id: 'hello' })).toBe('Servus');
  });
});
