// The Cloud Functions Firebase deploys, exported by index.ts (firebase.json rewrites /graphql** to `api`, every other
// path to `ssr`; Hosting serves the client build itself). Both share one lazily created app per instance.
import express from 'express';
import { setGlobalOptions } from 'firebase-functions/v2';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Store } from './domain/repositories.js';
import { privateCookieResponses } from './http/private-cookies.js';
import { securityHeaders } from './http/security-headers.js';
import { openIdentityFromEnv } from './identity/open.server.js';
import { refuseUnfinishedOperator } from './operator-check.js';
import { createServerApp } from './server.js';
import { DECISION_INTERVAL_MS, decideCourses } from './services/course-decisions.js';
import { REMINDER_INTERVAL_MS, sendReminders } from './services/reminders.js';
import { DIGEST_INTERVAL_MS, sendRadarDigests } from './services/radar-mails.js';
import { sweepPayments } from './services/payment-sweep.js';
import { openPaymentProviderFromEnv } from './payments/open.js';
import { siteUrl } from './services/mail.js';
import { openLiveBusFromEnv } from './live/open.server.js';
import { chooseStore, openStoreFromEnv } from './store/open.server.js';

setGlobalOptions({ region: 'europe-west3', memory: '512MiB' });

type Handlers = Awaited<ReturnType<typeof createServerApp>>;
let handlers: Promise<Handlers> | undefined;

function getHandlers(): Promise<Handlers> {
  handlers ??= openStoreFromEnv()
    .then(async (store) => {
      // Real content needs the real operator's details on the imprint (operator-check.ts); the error is logged with
      // what to fill in, and every request answers 500 until then.
      await refuseUnfinishedOperator(store);
      return createServerApp(store, await openIdentityFromEnv(process.env, store), await openLiveBusFromEnv(process.env, chooseStore(process.env)));
    })
    .catch((error: unknown) => {
      handlers = undefined; // try again on the next request instead of failing forever
      throw error;
    });
  return handlers;
}

function only(pick: (h: Handlers) => express.RequestHandler): express.Express {
  const server = express();
  server.disable('x-powered-by');
  // The same headers as `npm start` (server.ts); Hosting's own static files get theirs from firebase.json.
  server.use(securityHeaders());
  server.use(privateCookieResponses);
  server.use((req, res, next) => {
    getHandlers().then((h) => pick(h)(req, res, next), next);
  });
  return server;
}

// The key of stream tickets (http/stream-tickets.ts), the same on every instance: one issues a ticket at /graphql,
// another opens the stream. Both functions build the API (ssr runs its queries in-process), and it refuses to start
// without the key. Booking tickets are signed under a key derived from it (services/tickets.ts), so the payment
// sweep, whose receipts attach a booking's tickets, needs it as well.
const liveTicketSecret = defineSecret('LIVE_TICKET_SECRET');
// Stripe's API key and the webhook's signing secret (docs/deploy.md). Without them the site takes no payments.
const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
// The Connect endpoint's signing secret: organisers' account and payout events (decision 051) reach the api's webhook.
const stripeConnectWebhookSecret = defineSecret('STRIPE_CONNECT_WEBHOOK_SECRET');
// The craft assistant's model keys (docs/deploy.md). Both functions answer it: ssr runs the form post's mutation
// in-process, api the stream. Without a key that provider's page answers from the listings alone.
const geminiApiKey = defineSecret('GEMINI_API_KEY');
const anthropicApiKey = defineSecret('ANTHROPIC_API_KEY');

// Subscription streams stay open for minutes (services/live.ts ends each before this timeout; clients resubscribe).
export const api = onRequest(
  { concurrency: 80, timeoutSeconds: 540, secrets: [liveTicketSecret, stripeSecretKey, stripeWebhookSecret, stripeConnectWebhookSecret, geminiApiKey, anthropicApiKey] },
  only((h) => h.app.api.router),
);
export const ssr = onRequest(
  { concurrency: 80, secrets: [liveTicketSecret, stripeSecretKey, stripeWebhookSecret, geminiApiKey, anthropicApiKey] },
  only((h) => h.app.ssr),
);

let digestStore: Promise<Store> | undefined;

// The Restplatz-Radar's digest: every ten minutes, each alert's matches that waited out its quiet hour go out in one
// mail (written to the `mail` collection the Trigger Email extension sends from). Needs Cloud Scheduler (Blaze plan).
export const radarDigest = onSchedule({ schedule: `every ${DIGEST_INTERVAL_MS / 60_000} minutes`, timeZone: 'Europe/Vienna' }, async () => {
  digestStore ??= openStoreFromEnv().catch((error: unknown) => {
    digestStore = undefined;
    throw error;
  });
  const sent = await sendRadarDigests(await digestStore);
  console.log(`Restplatz-Radar: ${sent} digest mails queued.`);
});

let reminderStore: Promise<Store> | undefined;

// Reminders before each session: every five minutes, everyone with a confirmed seat whose session's reminder is due
// gets one mail (written to the `mail` collection with its sent marker, in one transaction, so that a retried or
// overlapping run sends nothing twice).
export const sessionReminders = onSchedule({ schedule: `every ${REMINDER_INTERVAL_MS / 60_000} minutes`, timeZone: 'Europe/Vienna' }, async () => {
  reminderStore ??= openStoreFromEnv().catch((error: unknown) => {
    reminderStore = undefined;
    throw error;
  });
  const sent = await sendReminders(await reminderStore);
  console.log(`Reminders: ${sent} mails queued.`);
});

let decisionDeps: Promise<Parameters<typeof decideCourses>[0]> | undefined;

// Courses with a minimum of participants: every few minutes, those whose decision time has passed are confirmed or
// called off, with their mails, and the payers of one called off refunded. A decided course is never decided again,
// so a retried or overlapping run is harmless.
export const courseDecisions = onSchedule(
  { schedule: `every ${DECISION_INTERVAL_MS / 60_000} minutes`, timeZone: 'Europe/Vienna', secrets: [stripeSecretKey, stripeWebhookSecret] },
  async () => {
    decisionDeps ??= openStoreFromEnv()
      .then(async (store) => ({
        store,
        live: await openLiveBusFromEnv(process.env, chooseStore(process.env)),
        payments: openPaymentProviderFromEnv(process.env, { siteUrl }),
      }))
      .catch((error: unknown) => {
        decisionDeps = undefined;
        throw error;
      });
    const { confirmed, calledOff } = await decideCourses(await decisionDeps);
    console.log(`Courses decided: ${confirmed.length} confirmed, ${calledOff.length} called off.`);
  },
);

let paymentStore: Promise<Store> | undefined;

// Paid seats: every minute, holds that ran out are ended (at Stripe first) and their seats released, checkouts
// paid at Stripe whose webhook never came are matched, and pending refunds are retried (each with its order's
// idempotency key, so a retried or overlapping run never refunds twice).
export const paymentSweep = onSchedule({ schedule: 'every 1 minutes', timeZone: 'Europe/Vienna', secrets: [stripeSecretKey, stripeWebhookSecret, liveTicketSecret] }, async () => {
  const payments = openPaymentProviderFromEnv(process.env, { siteUrl });
  if (!payments) return;
  paymentStore ??= openStoreFromEnv().catch((error: unknown) => {
    paymentStore = undefined;
    throw error;
  });
  const counts = await sweepPayments({ store: await paymentStore, payments, now: new Date() });
  console.log(`Payments: ${JSON.stringify(counts)}`);
});
