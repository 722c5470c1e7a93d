// The Firestore rules for gift vouchers and promo codes, against the real emulator: vouchers, the codes naming them
// and promo codes are closed to every client, the buyer and the code's owner included (a code is money to whoever
// knows it; a client writing a balance or a code's uses would mint value). The server reads them for those who may.
import { describe } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { itKeepsClosed } from './closed-collections.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: gift vouchers and promo codes', () => {
  const { client } = useFirestoreRules('rules-vouchers', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'vouchers/gift-1': { id: 'gift-1', uid: 'alice', buyerUid: 'alice', code: 'K7QM3VXD9HTARW2PF', balanceCents: 5000 },
    'voucherCodes/K7QM3VXD9HTARW2PF': { voucherId: 'gift-1', uid: 'alice' },
    'promoCodes/alice:SOMMER': { key: 'alice:SOMMER', uid: 'alice', ownerUid: 'alice', uses: [] },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the buyer or owner': () => client('alice'), 'another user': () => client('bob'), 'an editor': () => client('ed') };
  for (const path of ['vouchers/gift-1', 'voucherCodes/K7QM3VXD9HTARW2PF', 'promoCodes/alice:SOMMER']) {
    itKeepsClosed(everyone, path.split('/')[0]!, path, 'alice');
  }
});
