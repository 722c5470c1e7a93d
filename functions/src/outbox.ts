// `npm run outbox [-- N] [-- someone@example.org]`: prints the newest mails of the outbox (the embedded store's, or
// the Firestore `mail` collection when the environment selects Firebase), so an operator or developer without a mail
// server can follow sign-in and reset links. STORE_FILE picks the file (`npm run dev` uses .data/dev.sqlite).
import { openStoreFromEnv } from './store/open.server.js';

const args = process.argv.slice(2);
const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);
const to = args.find((arg) => arg.includes('@'))?.trim().toLowerCase();

const store = await openStoreFromEnv();
try {
  const mails = await store.mail.list(to ? { to } : {}, limit);
  if (mails.length === 0) console.log(`The outbox${to ? ` for ${to}` : ''} is empty.`);
  for (const mail of mails) {
    console.log(`${'='.repeat(72)}\n${mail.createdAt.toISOString()}  ${mail.template}\nTo: ${mail.to}\nSubject: ${mail.message.subject}\n\n${mail.message.text}\n`);
  }
} finally {
  await store.close();
}
