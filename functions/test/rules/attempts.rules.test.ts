// The Firestore rules for the throttles' counters, against the real emulator: closed to every client. Reading them
// would tell when a lock ends; deleting or changing them would lift it.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: the throttles’ attempts', () => {
  const locked = { key: 'k-1', attempts: [new Date()], lockedUntil: new Date(Date.now() + 60_000), expiresAt: new Date(Date.now() + 900_000) };
  const { client } = useFirestoreRules('rules-attempts', {
    'profiles/ada': { uid: 'ada', email: 'ada@example.at', role: 'ADMIN' },
    'attempts/k-1': locked,
  });
  const everyone = { 'a signed-out visitor': () => client(), 'a signed-in user': () => client('bob'), 'an admin': () => client('ada') };

  for (const [who, connect] of Object.entries(everyone)) {
    it(`${who} may neither read nor list the attempts`, async () => {
      const db = connect();
      await assertFails(getDoc(doc(db, 'attempts/k-1')));
      await assertFails(getDocs(collection(db, 'attempts')));
    });
    it(`${who} may not lift a lock or write an attempt`, async () => {
      const db = connect();
      await assertFails(deleteDoc(doc(db, 'attempts/k-1')));
      await assertFails(updateDoc(doc(db, 'attempts/k-1'), { lockedUntil: null }));
      await assertFails(setDoc(doc(db, 'attempts/k-2'), { ...locked, key: 'k-2' }));
    });
  }
});
