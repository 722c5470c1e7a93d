// The test provider's onboarding page as it renders: the steps of each state, the balance, both languages.
import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const account = (fields: Partial<Data['account']> = {}): Data['account'] => ({
  id: 'acct_test_1',
  businessName: 'Werkstatt Muster',
  email: 'orga@example.org',
  status: 'PENDING',
  requirementsDue: [],
  steps: ['VERIFY', 'RESTRICT'],
  canPayOut: false,
  currency: 'eur',
  transferredCents: 0,
  reversedCents: 0,
  paidOutCents: 0,
  availableCents: 0,
  ...fields,
});

describe('/payment/test-onboarding', () => {
  it('says it is the test provider, where the account stands, and offers its steps and the way back as plain forms; hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/payment/test-onboarding?account=acct_test_1', data: { account: account() } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Auszahlungskonto beim Testanbieter – es wird kein Geld bewegt');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Stand: Angaben übermittelt, die Prüfung läuft');
    const forms = [...container.querySelectorAll<HTMLFormElement>('form')];
    expect(forms.map((form) => form.querySelector('button')!.textContent)).toEqual(['Prüfung abschließen', 'Konto einschränken', 'Zurück zur Website']);
    expect(forms.map((form) => form.querySelector<HTMLInputElement>('input[name="_form"]')!.value)).toEqual(['VERIFY', 'RESTRICT', 'RETURN']);
    expect(forms.every((form) => form.getAttribute('action') === '/payment/test-onboarding?account=acct_test_1' && form.method === 'post')).toBe(true);
  });

  it('shows what is asked for, the balance, and the payout button when there is money to pay out, in English too', async () => {
    const restricted = await renderPage({
      Page,
      url: '/payment/test-onboarding?account=acct_test_1',
      data: { account: account({ status: 'RESTRICTED', steps: ['SUBMIT'], requirementsDue: ['individual.verification.document'], transferredCents: 6_125, availableCents: 6_125 }) },
    });
    expect(restricted).toContain('Eingeschränkt – keine Zahlungen und Auszahlungen');
    expect(restricted).toContain('Noch verlangt: individual.verification.document');
    expect(restricted).toMatch(/Verfügbar<\/dt><dd>€\s61,25</);
    expect(restricted).not.toContain('Auszahlung auslösen');
    const active = await renderPage({
      Page,
      locale: 'en',
      url: '/en/payment/test-onboarding?account=acct_test_1',
      data: { account: account({ status: 'ACTIVE', steps: ['RESTRICT'], canPayOut: true, transferredCents: 6_125, reversedCents: 1_225, availableCents: 4_900 }) },
    });
    expect(active).toContain('Payout account at the test provider – no money moves');
    expect(active).toContain('Status: Active – takes payments and pays out');
    expect(active).toContain('Trigger a payout');
    expect(active).toMatch(/Taken back by refunds<\/dt><dd>€12\.25/);
    expect(active).toContain('action="/en/payment/test-onboarding?account=acct_test_1"');
  });
});
