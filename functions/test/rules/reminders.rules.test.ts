// The Firestore rules for the reminders sent, against the real emulator: closed to every client, the person reminded
// included. A marker written by a client would keep that reminder from going out; reading one would show the hash of
// the opt-out token. Only the server sends reminders and checks opt-out links.
import { describe } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { itKeepsClosed } from './closed-collections.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: reminders', () => {
  const { client } = useFirestoreRules('rules-reminders', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'reminders/b-1:0': { bookingId: 'b-1', session: 0, uid: 'alice', tokenHash: 'x', sentAt: new Date('2026-12-01T17:00:00Z'), expiresAt: new Date('2027-01-01T00:00:00Z') },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the person reminded': () => client('alice'), 'another user': () => client('bob'), 'an editor': () => client('ed') };

  itKeepsClosed(everyone, 'reminders', 'reminders/b-1:0', 'alice');
});
