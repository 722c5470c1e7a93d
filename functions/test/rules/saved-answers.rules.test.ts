// The Firestore rules for the assistant's saved answers, against the real emulator: closed to every client, their
// owner included (people read and delete theirs through the server, which checks what is kept).
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: saved assistant answers', () => {
  const { client } = useFirestoreRules('rules-saved-answers', {
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'savedAnswers/s-1': { id: 's-1', uid: 'alice', question: 'Tasse töpfern', text: '', eventSlugs: [] },
  });
  const everyone = { 'a signed-out visitor': () => client(), 'the owner': () => client('alice'), 'another user': () => client('bob'), 'an editor': () => client('ed') };

  for (const [who, connect] of Object.entries(everyone)) {
    it(`${who} may neither read nor list saved answers, not even their own`, async () => {
      const db = connect();
      await assertFails(getDoc(doc(db, 'savedAnswers/s-1')));
      await assertFails(getDocs(collection(db, 'savedAnswers')));
      await assertFails(getDocs(query(collection(db, 'savedAnswers'), where('uid', '==', 'alice'))));
    });
    it(`${who} may not create, change or delete saved answers`, async () => {
      const db = connect();
      await assertFails(setDoc(doc(db, 'savedAnswers/neu'), { id: 'neu', uid: 'alice', text: 'Hallo' }));
      await assertFails(updateDoc(doc(db, 'savedAnswers/s-1'), { text: 'geändert' }));
      await assertFails(deleteDoc(doc(db, 'savedAnswers/s-1')));
    });
  }
});
