// @vitest-environment node
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { summariseAlert, type SummarisedAlert } from './radar-summary';

const german = createIntl({ locale: 'de-AT', messages: de });
const english = createIntl({ locale: 'en-GB', messages: en });
const nbsp = '\u00a0';

const alert: SummarisedAlert = {
  crafts: [{ name: 'Töpfern' }, { name: 'Nähen' }],
  place: { label: 'Neubau (7. Bezirk), Wien', radiusKm: null },
  weekdays: ['WEDNESDAY', 'MONDAY'],
  startsFrom: '18:00',
  startsUntil: null,
  maxPriceCents: 4000,
};

describe('summariseAlert', () => {
  it('reads an alert in one line, weekdays in week order, „Uhr“ after the time and the euro sign before the amount', () => {
    expect(summariseAlert(german, alert)).toBe(`Töpfern, Nähen · Neubau (7. Bezirk), Wien · Mo., Mi. · ab 18:00${nbsp}Uhr · bis €${nbsp}40`);
    expect(summariseAlert(english, { ...alert, place: { label: 'Neubau (7th district), Vienna', radiusKm: null } })).toBe(
      'Töpfern, Nähen · Neubau (7th district), Vienna · Mon, Wed · from 18:00 · up to €40',
    );
  });

  it('says what an open alert looks for, and leaves out open times and prices', () => {
    const open: SummarisedAlert = { crafts: [], place: null, weekdays: [], startsFrom: null, startsUntil: null, maxPriceCents: null };
    expect(summariseAlert(german, open)).toBe('Alle Handwerke · überall · jeden Tag');
    expect(summariseAlert(english, open)).toBe('All crafts · anywhere · any day');
  });

  it('names a radius around the place, a time window, free courses and cents', () => {
    const around: SummarisedAlert = {
      ...alert,
      place: { label: 'In meiner Nähe', radiusKm: 5 },
      startsFrom: '09:00',
      startsUntil: '12:30',
      maxPriceCents: 0,
    };
    expect(summariseAlert(german, around)).toBe(`Töpfern, Nähen · 5${nbsp}km um In meiner Nähe · Mo., Mi. · 09:00–12:30${nbsp}Uhr · nur kostenlose Kurse`);
    expect(summariseAlert(english, { ...around, startsFrom: null, maxPriceCents: 1250 })).toBe(
      `Töpfern, Nähen · within 5${nbsp}km of In meiner Nähe · Mon, Wed · until 12:30 · up to €12.50`,
    );
  });
});
