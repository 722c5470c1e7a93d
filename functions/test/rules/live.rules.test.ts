// The Firestore rules for the live bus's documents, against the real emulator: closed to every client. A version
// written by a client would reorder what watchers see; a notice would reveal or fake someone's Radar matches.
import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: the live bus', () => {
  const expiresAt = new Date(Date.now() + 3_600_000);
  const { client } = useFirestoreRules('rules-live', {
    'profiles/ada': { uid: 'ada', email: 'ada@example.at', role: 'ADMIN' },
    'liveVersions/toepfern': { version: 1_780_000_000_000, expiresAt },
    'liveNotices/n-1': { uid: 'bob', matchId: 'match-1', at: 1_780_000_000_000, expiresAt },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'a signed-in user (the notice’s own)': () => client('bob'), 'an admin': () => client('ada') };

  for (const [who, connect] of Object.entries(everyone)) {
    it(`${who} may neither read nor list versions and notices, not even their own`, async () => {
      const db = connect();
      await assertFails(getDoc(doc(db, 'liveVersions/toepfern')));
      await assertFails(getDocs(collection(db, 'liveVersions')));
      await assertFails(getDoc(doc(db, 'liveNotices/n-1')));
      await assertFails(getDocs(query(collection(db, 'liveNotices'), where('uid', '==', 'bob'))));
    });
    it(`${who} may not write a version or a notice`, async () => {
      const db = connect();
      await assertFails(updateDoc(doc(db, 'liveVersions/toepfern'), { version: 9e15 }));
      await assertFails(setDoc(doc(db, 'liveVersions/naehen'), { version: 1, expiresAt }));
      await assertFails(deleteDoc(doc(db, 'liveVersions/toepfern')));
      await assertFails(addDoc(collection(db, 'liveNotices'), { uid: 'bob', matchId: 'fake', at: Date.now(), expiresAt }));
      await assertFails(deleteDoc(doc(db, 'liveNotices/n-1')));
    });
  }
});
