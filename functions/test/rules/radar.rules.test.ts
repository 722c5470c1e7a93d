// The Firestore rules for the Restplatz-Radar's alerts and matches, against the real emulator: closed to every client,
// their owner included (people manage alerts through the server, and matches carry unsubscribe token hashes).
import { describe } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { itKeepsClosed } from './closed-collections.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: Restplatz-Radar', () => {
  const { client } = useFirestoreRules('rules-radar', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'radarAlerts/a-1': { id: 'a-1', uid: 'alice', active: true, craftSlugs: [] },
    'radarMatches/m-1': { id: 'm-1', alertId: 'a-1', uid: 'alice', eventSlug: 'drehen', mailTokenHash: 'hash' },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the owner': () => client('alice'), 'another user': () => client('bob'), 'an editor': () => client('ed') };

  itKeepsClosed(everyone, 'radarAlerts', 'radarAlerts/a-1', 'alice');
  itKeepsClosed(everyone, 'radarMatches', 'radarMatches/m-1', 'alice');
});
