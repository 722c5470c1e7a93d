import { describe, expect, it } from 'vitest';
import { renderAndHydrate, testViewer } from '../../components/render-page.testing';
import { useData } from '../../components/useData';
import type { RadarAlertFieldsFragment } from '../../graphql/generated/graphql';
import type { RadarData } from './radar-data';
import { RadarAlerts } from './RadarAlerts';

function Page() {
  return <RadarAlerts radar={useData<RadarData>()} pagePath="/app" />;
}

const hostile = '<img src=x onerror=alert(1)> Drehen';

const alerts: RadarAlertFieldsFragment[] = [
  {
    id: 'r1',
    active: true,
    crafts: [
      { slug: 'toepfern-keramik', name: 'Töpfern' },
      { slug: 'naehen', name: 'Nähen' },
    ],
    place: { label: 'Neubau (7. Bezirk), Wien', kind: 'DISTRICT', center: { lat: 48.2, lng: 16.35 }, radiusKm: null },
    weekdays: ['MONDAY', 'WEDNESDAY'],
    startsFrom: '18:00',
    startsUntil: null,
    maxPriceCents: 4000,
    matches: [
      { id: 'm1', reason: 'SEAT_FREED', at: '2026-11-24T17:00:00.000Z', event: { slug: 'drehen', title: hostile } },
      { id: 'm2', reason: 'NEW_EVENT', at: '2026-11-23T17:00:00.000Z', event: { slug: 'naehkurs', title: 'Nähkurs' } },
    ],
  },
  {
    id: 'r2',
    active: false,
    crafts: [],
    place: { label: 'In meiner Nähe', kind: 'NEAR', center: { lat: 48.21, lng: 16.37 }, radiusKm: 5 },
    weekdays: [],
    startsFrom: null,
    startsUntil: null,
    maxPriceCents: null,
    matches: [],
  },
];

const crafts = [
  { slug: 'toepfern-keramik', name: 'Töpfern' },
  { slug: 'naehen', name: 'Nähen' },
  { slug: 'holz', name: 'Holz' },
];

const radar: RadarData = { alerts, error: null, crafts };
const viewer = testViewer();

const checked = (form: Element, name: string) => [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter((box) => box.checked).map((box) => box.value);

describe('<RadarAlerts>', () => {
  it('explains the Radar, sums up each alert in words with its matches, and offers pause, resume, edit and delete; hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/app', data: radar, extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h2#radar')?.textContent).toBe('Restplatz-Radar');
    expect(container.querySelector('section.radar > p')?.textContent).toContain('bekommst du eine E-Mail');
    const items = [...container.querySelectorAll('.radar-list > li')];
    expect(items.map((item) => item.querySelector('.radar-alert__summary')?.textContent)).toEqual([
      'Töpfern, Nähen · Neubau (7. Bezirk), Wien · Mo., Mi. · ab 18:00\u00a0Uhr · bis €\u00a040',
      'Alle Handwerke · 5\u00a0km um In meiner Nähe · jeden Tag pausiert',
    ]);
    // The matches link to their courses; a title stays text.
    const links = [...items[0]!.querySelectorAll<HTMLAnchorElement>('.app-list__meta a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/events/drehen', hostile],
      ['/events/naehkurs', 'Nähkurs'],
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(items[0]!.querySelector('.app-list__meta')?.textContent).toContain('(Platz frei geworden)');
    // Pause for the active one, resume for the paused one, each a POST to the page, named by the summary.
    const toggles = items.map((item) => item.querySelector<HTMLFormElement>('form:has(input[name="_form"][value="radarActive"])')!);
    expect(toggles.map((form) => [form.getAttribute('method'), form.getAttribute('action'), form.querySelector<HTMLInputElement>('input[name="active"]')!.value, form.querySelector('button')!.textContent])).toEqual([
      ['post', '/app', 'false', 'Pausieren'],
      ['post', '/app', 'true', 'Fortsetzen'],
    ]);
    const summaryId = items[0]!.querySelector('.radar-alert__summary')!.id;
    expect(toggles[0]!.querySelector('button')!.getAttribute('aria-describedby')).toBe(summaryId);
    expect(items[0]!.querySelector('a[href="/app?radar=r1#radar-form"]')?.textContent).toBe('Bearbeiten');
    // Deleting asks first, inside a <details> that opens without JavaScript.
    const confirm = items[0]!.querySelector('details.radar-alert__delete')!;
    expect(confirm.querySelector('summary')?.textContent).toBe('Löschen');
    expect(confirm.querySelector('form input[name="_form"]')?.getAttribute('value')).toBe('radarDelete');
    expect(confirm.querySelector('form input[name="id"]')?.getAttribute('value')).toBe('r1');
    expect(confirm.textContent).toContain('Diesen Radar wirklich löschen?');
  });

  it('offers an empty form for a new alert: crafts, the place search of the lists, weekdays, times and a price', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/app', data: { ...radar, alerts: [] }, extra: { viewer } });
    expect(container.textContent).toContain('Du hast noch keinen Radar eingerichtet.');
    const form = container.querySelector<HTMLFormElement>('form.radar-form')!;
    expect(form.getAttribute('action')).toBe('/app');
    expect(form.querySelector('h3')?.textContent).toBe('Neuer Radar');
    expect(form.querySelector('input[name="id"]')).toBeNull();
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="crafts"]')].map((box) => box.value)).toEqual(['toepfern-keramik', 'naehen', 'holz']);
    expect(form.querySelector('input[name="place"]')).not.toBeNull();
    expect(form.querySelector('select[name="radius"]')).not.toBeNull();
    expect(form.querySelectorAll('input[name="weekdays"]')).toHaveLength(7);
    expect(form.querySelector('input[name="startsFrom"]')?.getAttribute('type')).toBe('time');
    expect(form.querySelector('label[for="' + form.querySelector('input[name="maxPrice"]')!.id + '"]')?.textContent).toBe('Höchstpreis in Euro');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Radar einrichten');
  });

  it('opens an alert in the form with ?radar=<id>, a location alert keeping its point and label', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/app?radar=r1', data: radar, extra: { viewer } });
    const form = container.querySelector<HTMLFormElement>('form.radar-form')!;
    expect(form.querySelector('h3')?.textContent).toBe('Radar bearbeiten');
    expect(form.querySelector<HTMLInputElement>('input[name="id"]')!.value).toBe('r1');
    expect(checked(form, 'crafts')).toEqual(['toepfern-keramik', 'naehen']);
    expect(form.querySelector<HTMLInputElement>('input[name="place"]')!.value).toBe('Neubau, Wien');
    expect(checked(form, 'weekdays')).toEqual(['MONDAY', 'WEDNESDAY']);
    expect(form.querySelector<HTMLInputElement>('input[name="startsFrom"]')!.value).toBe('18:00');
    expect(form.querySelector<HTMLInputElement>('input[name="maxPrice"]')!.value).toBe('40');
    expect(form.querySelector('a[href="/app#radar"]')?.textContent).toBe('Abbrechen');

    const near = (await renderAndHydrate({ Page, url: '/app?radar=r2', data: radar, extra: { viewer } })).container.querySelector('form.radar-form')!;
    expect(near.querySelector<HTMLInputElement>('input[name="lat"]')!.value).toBe('48.21');
    expect(near.querySelector<HTMLInputElement>('input[name="lng"]')!.value).toBe('16.37');
    expect(near.querySelector<HTMLInputElement>('input[name="nearLabel"]')!.value).toBe('In meiner Nähe');
    expect(near.querySelector('select[name="radius"] option[selected]')?.getAttribute('value')).toBe('5');
  });

  it('shows a rejected alert’s errors next to its fields in the page’s language, with what was typed', async () => {
    const formState = {
      form: 'radar',
      values: { crafts: 'holz', place: 'Atlantis', maxPrice: 'vierzig', weekdays: ['FRIDAY'], startsUntil: '25:00' },
      errors: [
        { field: 'place', code: 'UNKNOWN_PLACE' },
        { field: 'maxPrice', code: 'NOT_A_NUMBER' },
        { field: 'startsUntil', code: 'INVALID_TIME' },
      ],
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/app', locale: 'en', data: radar, extra: { viewer, formState } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('form.radar-form')!;
    expect(form.getAttribute('action')).toBe('/en/app');
    expect(form.querySelector('.form-errors')?.textContent).toContain('Please look at the marked fields.');
    expect(checked(form, 'crafts')).toEqual(['holz']);
    expect(checked(form, 'weekdays')).toEqual(['FRIDAY']);
    expect(form.querySelector<HTMLInputElement>('input[name="place"]')!.value).toBe('Atlantis');
    const price = form.querySelector<HTMLInputElement>('input[name="maxPrice"]')!;
    expect(price.value).toBe('vierzig');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(price.getAttribute('aria-describedby')!.split(' ').pop()!)}`)?.textContent).toBe('Please enter a number.');
    expect(form.querySelector('#radar-place-error')?.textContent).toMatch(/\S/);
    // The alerts' own forms show nothing of it.
    expect(container.querySelectorAll('.form-errors')).toHaveLength(1);
  });

  it('says so when the alerts could not be loaded', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/app', data: { alerts: null, error: 'STORE_UNAVAILABLE', crafts }, extra: { viewer } });
    expect(container.querySelector('.notice--warning')).not.toBeNull();
    expect(container.querySelector('form.radar-form')).toBeNull();
  });
});
