// The Firestore rules for organisers' money, against the real emulator: connected accounts, payouts, invoice
// documents, their sources and counters are closed to every client, the organiser and the document's parties
// included (people download their documents through the server, which checks who may; a client writing a counter
// would put a gap or a twin into an issuer's numbers).
import { describe } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { itKeepsClosed } from './closed-collections.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: payout accounts, payouts and invoices', () => {
  const { client } = useFirestoreRules('rules-payouts', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'payoutAccounts/alice': { uid: 'alice', accountId: 'acct_1', status: 'ACTIVE' },
    'payouts/po_1': { id: 'po_1', uid: 'alice', accountId: 'acct_1', amountCents: 1000 },
    'invoiceDocuments/R-1': { id: 'R-1', uid: 'alice', issuerKey: 'organiser:alice', number: 1, partyUids: ['alice'] },
    'invoiceSources/receipt:o-1': { id: 'R-1', uid: 'alice' },
    'invoiceCounters/organiser:alice': { last: 1, uid: 'alice' },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the organiser': () => client('alice'), 'another user': () => client('bob'), 'an editor': () => client('ed') };
  for (const path of ['payoutAccounts/alice', 'payouts/po_1', 'invoiceDocuments/R-1', 'invoiceSources/receipt:o-1', 'invoiceCounters/organiser:alice']) {
    itKeepsClosed(everyone, path.split('/')[0]!, path, 'alice');
  }
});
