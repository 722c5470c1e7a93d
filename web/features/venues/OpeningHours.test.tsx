import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n/messages';
import { OpeningHours, type OpeningInterval } from './OpeningHours';

const hours: OpeningInterval[] = [
  { day: 'TUESDAY', opens: '14:00', closes: '18:00' },
  { day: 'TUESDAY', opens: '09:00', closes: '12:00' },
  { day: 'SATURDAY', opens: '10:00', closes: '17:00' },
];

async function render(locale: 'de' | 'en', props: Parameters<typeof OpeningHours>[0]) {
  const messages = await loadMessages(locale);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <IntlProvider locale={locale === 'de' ? 'de-AT' : 'en-GB'} messages={messages}>
      <OpeningHours {...props} />
    </IntlProvider>,
  );
  return container;
}

describe('opening hours', () => {
  it('lists the week from Monday with the intervals of each day in order, and says „geschlossen“ on free days', async () => {
    const container = await render('de', { hours, openNow: false, today: 'MONDAY' });
    const rows = [...container.querySelectorAll('.opening-hours > div')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Montag (heute)geschlossen',
      'Dienstag09:00–12:00, 14:00–18:00\u00a0Uhr',
      'Mittwochgeschlossen',
      'Donnerstaggeschlossen',
      'Freitaggeschlossen',
      'Samstag10:00–17:00\u00a0Uhr',
      'Sonntaggeschlossen',
    ]);
  });

  it('marks today’s row and whether the venue is open now', async () => {
    const open = await render('de', { hours, openNow: true, today: 'SATURDAY' });
    expect(open.querySelector('.open-badge')?.textContent).toBe('jetzt geöffnet');
    expect(open.querySelector('[aria-current="date"] dt')?.textContent).toBe('Samstag (heute)');
    expect(open.querySelectorAll('[aria-current]')).toHaveLength(1);

    const closed = await render('en', { hours, openNow: false, today: 'TUESDAY' });
    expect(closed.querySelector('.open-badge')?.textContent).toBe('closed');
    expect(closed.querySelector('.open-badge--closed')).not.toBeNull();
    expect(closed.querySelector('.opening-hours__today')?.textContent).toBe('Tuesday (today)09:00–12:00, 14:00–18:00');
  });

  it('claims neither open nor closed when the hours are unknown', async () => {
    const container = await render('de', { hours: [], openNow: false, today: 'MONDAY' });
    expect(container.querySelector('.open-badge')).toBeNull();
    expect(container.textContent).toBe('Öffnungszeiten auf Anfrage.');
  });
});
