// The Firestore rules for check-ins at the door, against the real emulator: closed to every client, the course's
// organiser and the person checked in included (both go through the server, which checks who may).
import { describe } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { itKeepsClosed } from './closed-collections.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: check-ins', () => {
  const { client } = useFirestoreRules('rules-check-ins', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'checkIns/ringe:0:b-1:0': { eventSlug: 'ringe', session: 0, bookingId: 'b-1', seat: 0, at: new Date('2026-12-01T17:58:00Z'), byUid: 'olga' },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the organiser': () => client('olga'), 'the person booked': () => client('alice'), 'an editor': () => client('ed') };

  itKeepsClosed(everyone, 'checkIns', 'checkIns/ringe:0:b-1:0', 'olga');
});
