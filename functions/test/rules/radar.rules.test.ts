// The Firestore rules for the Restplatz-Radar's alerts and matches, against the real emulator: closed to every client,
// their owner included (people manage alerts through the server, and matches carry unsubscribe token hashes).
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: Restplatz-Radar', () => {
  const { client } = useFirestoreRules('rules-radar', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'radarAlerts/a-1': { id: 'a-1', uid: 'alice', active: true, craftSlugs: [] },
    'radarMatches/m-1': { id: 'm-1', alertId: 'a-1', uid: 'alice', eventSlug: 'drehen', mailTokenHash: 'hash' },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the owner': () => client('alice'), 'another user': () => client('bob'), 'an editor': () => client('ed') };

  for (const [name, path] of [
    ['radarAlerts', 'radarAlerts/a-1'],
    ['radarMatches', 'radarMatches/m-1'],
  ] as const) {
    for (const [who, connect] of Object.entries(everyone)) {
      it(`${who} may neither read nor list ${name}, not even their own`, async () => {
        const db = connect();
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(getDocs(query(collection(db, name), where('uid', '==', 'alice'))));
      });
      it(`${who} may not create, change or delete ${name}`, async () => {
        const db = connect();
        await assertFails(setDoc(doc(db, `${name}/neu`), { id: 'neu', uid: 'alice', active: true }));
        await assertFails(updateDoc(doc(db, path), { active: false }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
  }
});
