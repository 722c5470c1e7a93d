// A small local server that speaks the part of Stripe's API the site uses: create, retrieve and expire Checkout
// Sessions, subscription checkouts and cancelling at the period end, create refunds, idempotency keys, and Connect's
// Express accounts (create, retrieve, onboarding links, the dashboard's login links), and the platform's transfers to
// them with their reversals. Tests point the real `stripe` package at it (payments/stripe.ts, option `api`), so what
// goes over the wire is what Stripe gets.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_MIN_SESSION_MS } from '../src/payments/stripe.js';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  url: string;
  expires_at: number;
}

/** An Express account as Stripe answers it, in the fields the adapter reads and the ones it set. */
interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string;
  business_profile: { name: string };
  capabilities: Record<string, string>;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
}

/** A transfer from the platform's balance to a connected account, with what reversals took back of it. */
interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  reversed: boolean;
}

/** The subset of api.stripe.com the adapter calls, form-encoded as the package sends it. */
export function fakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const answers = new Map<string, string>();
  const requests: { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams; auth: string | undefined }[] = [];
  const subscriptions = new Map<string, { id: string; object: 'subscription'; cancel_at_period_end: boolean; metadata: Record<string, string> }>();
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();
  const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });
  let next = 0;
  /** A subscription-mode session: the recurring price and the subscription's metadata as sent. */
  const subscriptionSession = (form: URLSearchParams) => {
    const id = `cs_fake_${++next}`;
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: null,
      metadata: { venueSlug: form.get('metadata[venueSlug]')! },
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]')!,
      url: `https://checkout.stripe.test/${id}`,
    };
    return session;
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path: req.url!, idempotencyKey, form, auth: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        const text = JSON.stringify(payload);
        if (idempotencyKey && req.method === 'POST') answers.set(idempotencyKey, text);
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      };
      if (idempotencyKey && answers.has(idempotencyKey)) return res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(answers.get(idempotencyKey));
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.url!);
      const getMatch = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(req.url!);
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const expiresAt = Number(form.get('expires_at'));
        // Subscription sessions keep Stripe's default expiry (24 hours); payment sessions must set one Stripe accepts.
        if (form.get('mode') === 'subscription' && !form.has('expires_at')) return send(200, subscriptionSession(form));
        if (expiresAt * 1000 < Date.now() + STRIPE_MIN_SESSION_MS - 5_000) return send(400, { error: { type: 'invalid_request_error', message: 'expires_at too soon' } });
        const id = `cs_fake_${++next}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id')!,
          metadata: { orderId: form.get('metadata[orderId]')! },
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]')!,
          payment_intent: null,
          url: `https://checkout.stripe.test/${id}`,
          expires_at: expiresAt,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'GET' && getMatch && sessions.has(getMatch[1]!)) return send(200, sessions.get(getMatch[1]!));
      if (req.method === 'POST' && expireMatch && sessions.has(expireMatch[1]!)) {
        const session = sessions.get(expireMatch[1]!)!;
        if (session.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status of open can be expired.` } });
        session.status = 'expired';
        return send(200, session);
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.url!);
      if (req.method === 'POST' && subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1]!);
        if (!subscription) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        return send(200, subscription);
      }
      if (req.method === 'POST' && req.url === '/v1/accounts') {
        const id = `acct_fake_${++next}`;
        // Stripe asks a new Express account for these before it can take payments; its onboarding collects them.
        const account: FakeAccount = {
          id,
          object: 'account',
          type: form.get('type')!,
          country: form.get('country')!,
          email: form.get('email')!,
          business_profile: { name: form.get('business_profile[name]')! },
          capabilities: { card_payments: 'inactive', transfers: 'inactive' },
          metadata: { uid: form.get('metadata[uid]')! },
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          requirements: { currently_due: ['business_type', 'external_account'], past_due: ['tos_acceptance.date'], disabled_reason: 'requirements.past_due' },
        };
        accounts.set(id, account);
        return send(200, account);
      }
      const accountMatch = /^\/v1\/accounts\/([^/?]+)(\/login_links)?$/.exec(req.url!);
      if (accountMatch) {
        const account = accounts.get(accountMatch[1]!);
        if (!account) return send(404, invalid(`No such account: '${accountMatch[1]}'`));
        if (req.method === 'GET' && !accountMatch[2]) return send(200, account);
        // Stripe makes login links only for Express accounts that finished onboarding.
        if (req.method === 'POST' && accountMatch[2]) {
          if (!account.details_submitted) return send(400, invalid('Cannot create a login link for an account that has not completed onboarding.'));
          return send(200, { object: 'login_link', created: Math.floor(Date.now() / 1000), url: `https://connect.stripe.test/express/${account.id}` });
        }
      }
      if (req.method === 'POST' && req.url === '/v1/account_links') {
        const account = accounts.get(form.get('account') ?? '');
        if (!account) return send(400, invalid('No such account'));
        if (form.get('type') !== 'account_onboarding' || !form.get('return_url') || !form.get('refresh_url')) return send(400, invalid('type, return_url and refresh_url are required'));
        return send(200, { object: 'account_link', url: `https://connect.stripe.test/setup/e/${account.id}`, expires_at: Math.floor(Date.now() / 1000) + 300 });
      }
      if (req.method === 'POST' && req.url === '/v1/transfers') {
        const account = accounts.get(form.get('destination') ?? '');
        if (!account) return send(400, invalid(`No such destination: '${form.get('destination')}'`));
        const amount = Number(form.get('amount'));
        if (!(amount > 0) || !form.get('currency')) return send(400, invalid('amount and currency are required'));
        const transfer: FakeTransfer = { id: `tr_fake_${++next}`, object: 'transfer', amount, amount_reversed: 0, currency: form.get('currency')!, destination: account.id, transfer_group: form.get('transfer_group'), reversed: false };
        transfers.set(transfer.id, transfer);
        return send(200, transfer);
      }
      const reversalMatch = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(req.url!);
      if (req.method === 'POST' && reversalMatch) {
        const transfer = transfers.get(reversalMatch[1]!);
        if (!transfer) return send(404, invalid(`No such transfer: '${reversalMatch[1]}'`));
        // Without an amount Stripe reverses what is left; never more than that.
        const amount = form.has('amount') ? Number(form.get('amount')) : transfer.amount - transfer.amount_reversed;
        if (!(amount > 0) || amount > transfer.amount - transfer.amount_reversed) return send(400, invalid('Amount to reverse exceeds what is left of the transfer'));
        transfer.amount_reversed += amount;
        transfer.reversed = transfer.amount_reversed === transfer.amount;
        return send(200, { id: `trr_fake_${++next}`, object: 'transfer_reversal', amount, currency: transfer.currency, transfer: transfer.id });
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const paid = [...sessions.values()].find((s) => s.payment_intent === form.get('payment_intent'));
        if (!paid) return send(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        return send(200, { id: `re_fake_${++next}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: paid.payment_intent, status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
    });
  });
  /** What a customer paying at Stripe's page does to the session. */
  const pay = (id: string) => Object.assign(sessions.get(id)!, { status: 'complete', payment_status: 'paid', payment_intent: `pi_fake_${id}` });
  return { server, sessions, subscriptions, accounts, transfers, requests, pay };
}

/** Starts the server on a free local port; answers what stripeProvider's `api` option takes. */
export async function listenFakeStripe(fake: ReturnType<typeof fakeStripe>): Promise<{ host: string; port: number; protocol: 'http' }> {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return { host: '127.0.0.1', port: (fake.server.address() as AddressInfo).port, protocol: 'http' };
}
