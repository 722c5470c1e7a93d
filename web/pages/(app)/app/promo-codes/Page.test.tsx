import { describe, expect, it } from 'vitest';
import { renderAndHydrate, testViewer } from '../../../../components/render-page.testing';
import type { PromoCode } from '../../../../features/promo-codes/PromoCodeList';
import type { Data } from './+data';
import Page from './+Page';

const viewer = testViewer({ uid: 'olga', name: 'Olga' });
const courses = [
  { slug: 'drehen', title: 'Drehen für Anfänger' },
  { slug: 'glasieren', title: 'Glasieren' },
];

function code(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: 'olga:SOMMER',
    code: 'SOMMER',
    fundedBy: 'ORGANISER',
    discountKind: 'PERCENT',
    percent: 20,
    amountCents: null,
    maxUses: 10,
    perPersonLimit: 1,
    validFrom: '2026-11-30T23:00:00.000Z',
    validUntil: '2026-12-31T22:59:59.999Z',
    events: [],
    active: true,
    usesCount: 3,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

const data = (overrides: Partial<Data> = {}): Data => ({ error: null, canCreate: true, codes: [], courses, ...overrides });

describe('/app/promo-codes', () => {
  it('lists the codes with discount, uses, validity, courses and a switch each', async () => {
    const codes = [
      code(),
      code({ id: 'olga:GLAS5', code: 'GLAS5', discountKind: 'AMOUNT', percent: null, amountCents: 500, maxUses: null, perPersonLimit: 2, validFrom: null, validUntil: null, events: [courses[1]!], active: false, usesCount: 0 }),
    ];
    const { container, errors } = await renderAndHydrate({ Page, url: '/app/promo-codes', data: data({ codes }), extra: { viewer } });
    expect(errors).toEqual([]);
    const rows = [...container.querySelectorAll('table.promo-codes tbody tr')].map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows[0]).toMatch(/SOMMER20 %von dir bezahlt3 von 10einmal pro Person01\.12\.2026 bis 31\.12\.2026Alle deine Kurse mit PreisEingeschaltetAusschalten/);
    expect(rows[1]).toMatch(/GLAS5€ 5,00von dir bezahlt0, ohne Obergrenze2 Mal pro PersonunbefristetGlasierenAusgeschaltetEinschalten/);
    expect(container.querySelector('a[href="/events/glasieren"]')).not.toBeNull();
    const off = container.querySelector<HTMLFormElement>('form[aria-label="Code SOMMER ausschalten"]')!;
    expect(off.getAttribute('action')).toBe('/app/promo-codes');
    expect(new FormData(off).get('_form')).toBe('active:olga:SOMMER');
    expect(new FormData(off).get('active')).toBe('false');
    expect(container.querySelector('a[href="/app/payouts"]')).not.toBeNull();
  });

  it('offers the form with the organiser’s paid courses to tick, in English too', async () => {
    const { container } = await renderAndHydrate({ Page, locale: 'en', url: '/app/promo-codes', data: data(), extra: { viewer } });
    expect(container.textContent).toContain('No codes yet.');
    const form = container.querySelector<HTMLFormElement>('form.promo-code-form')!;
    expect(form.getAttribute('action')).toBe('/en/app/promo-codes');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="eventSlugs"]')].map((box) => box.value)).toEqual(['drehen', 'glasieren']);
    expect(form.querySelector<HTMLInputElement>('input[name="discountKind"][value="PERCENT"]')?.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="perPersonLimit"]')?.value).toBe('1');
    expect(form.textContent).toContain('None ticked: all your paid courses');
    expect(form.querySelector('button')?.textContent).toBe('Create code');
  });

  it('shows a rejected code’s errors next to its fields and keeps what was typed and ticked', async () => {
    const formState = {
      form: 'create',
      values: { code: 'sommer', discountKind: 'AMOUNT', amount: '5,5x', eventSlugs: 'glasieren' },
      errors: [
        { field: 'code', code: 'CODE_TAKEN' },
        { field: 'amount', code: 'NOT_A_NUMBER' },
      ],
    };
    const { container } = await renderAndHydrate({ Page, url: '/app/promo-codes', data: data(), extra: { viewer, formState } });
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(field('code').value).toBe('sommer');
    expect(field('code').getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(field('code').getAttribute('aria-describedby')!.split(' ').at(-1)!)}`)?.textContent).toBe('Diesen Code gibt es schon. Bitte wähl einen anderen.');
    expect(field('amount').value).toBe('5,5x');
    expect(field('amount').closest('.form-field')?.textContent).toContain('Bitte gib eine Zahl ein.');
    expect(container.querySelector<HTMLInputElement>('input[name="discountKind"][value="AMOUNT"]')?.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="glasieren"]')?.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="drehen"]')?.checked).toBe(false);
  });

  it('without a payout account that takes payments: says why no code can be made yet and leads to /app/payouts', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/app/promo-codes', data: data({ canCreate: false }), extra: { viewer } });
    expect(container.querySelector('form.promo-code-form')).toBeNull();
    const notice = container.querySelector('#promo-codes-new ~ [role="status"]')!;
    expect(notice.textContent).toContain('sobald dein Auszahlungskonto Zahlungen annimmt');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/app/payouts');
  });
});
