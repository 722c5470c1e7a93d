// The Firestore rules for the page counters, against the real emulator: closed to every client, so that nobody
// reads the figures past the API's authorisation or fakes them by writing.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: the page counters', () => {
  const { client } = useFirestoreRules('rules-analytics', {
    'profiles/ada': { uid: 'ada', email: 'ada@example.at', role: 'ADMIN' },
    'pageViews/2026-11-24_~venues': { day: '2026-11-24', path: '/venues', views: 3, referrers: {}, languages: { de: 3 } },
    'searchCounts/2026-11-24_abc': { day: '2026-11-24', term: 'raku', searches: 2, empty: 1 },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'a signed-in user': () => client('bob'), 'an admin': () => client('ada') };

  for (const [who, connect] of Object.entries(everyone)) {
    it(`${who} may neither read nor write them`, async () => {
      const db = connect();
      for (const path of ['pageViews/2026-11-24_~venues', 'searchCounts/2026-11-24_abc']) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(updateDoc(doc(db, path), { views: 1000 }));
      }
      await assertFails(getDocs(collection(db, 'pageViews')));
      await assertFails(getDocs(collection(db, 'searchCounts')));
      await assertFails(setDoc(doc(db, 'pageViews/2026-11-25_~'), { day: '2026-11-25', path: '/', views: 1 }));
    });
  }
});
