// The Firestore security rules, tested against the real emulator: one test for each allow and each deny.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

const publicCollections = ['venues', 'events', 'articles'] as const;

describe.skipIf(firestoreEmulatorMissing())('firestore.rules', () => {
  const { client } = useFirestoreRules('rules', {
    'crafts/naehen': { slug: 'naehen', name: { de: 'Nähen', en: 'Sewing' }, position: 1 },
    'cities/wien': { slug: 'wien', name: { de: 'Wien' }, population: 2_000_000 },
    ...Object.fromEntries(
      publicCollections.flatMap((name) => [
        [`${name}/live`, { slug: 'live', published: true }],
        [`${name}/draft`, { slug: 'draft', published: false }],
      ]),
    ),
    'users/alice': { email: 'alice@example.at' },
  });

  const visitors = {
    'an anonymous visitor': () => client(),
    'a signed-in user': () => client('alice', { email: 'alice@example.at' }),
  };

  for (const [who, connect] of Object.entries(visitors)) {
    describe(who, () => {
      it('may read crafts and cities', async () => {
        const db = connect();
        await assertSucceeds(getDoc(doc(db, 'crafts/naehen')));
        await assertSucceeds(getDocs(collection(db, 'crafts')));
        await assertSucceeds(getDoc(doc(db, 'cities/wien')));
        await assertSucceeds(getDocs(collection(db, 'cities')));
      });

      for (const name of publicCollections) {
        it(`may read published ${name}, one by one and as a list of published ones`, async () => {
          const db = connect();
          await assertSucceeds(getDoc(doc(db, `${name}/live`)));
          await assertSucceeds(getDocs(query(collection(db, name), where('published', '==', true))));
        });

        it(`may not read unpublished ${name}, nor list ${name} without asking for published ones`, async () => {
          const db = connect();
          await assertFails(getDoc(doc(db, `${name}/draft`)));
          await assertFails(getDocs(collection(db, name)));
          await assertFails(getDocs(query(collection(db, name), where('published', '==', false))));
        });

        it(`may not create, change or delete ${name}`, async () => {
          const db = connect();
          await assertFails(setDoc(doc(db, `${name}/new`), { slug: 'new', published: true }));
          await assertFails(updateDoc(doc(db, `${name}/live`), { published: false }));
          await assertFails(deleteDoc(doc(db, `${name}/live`)));
        });
      }

      it('may not write crafts or cities', async () => {
        const db = connect();
        await assertFails(setDoc(doc(db, 'crafts/holz'), { slug: 'holz', position: 2 }));
        await assertFails(updateDoc(doc(db, 'cities/wien'), { population: 1 }));
        await assertFails(deleteDoc(doc(db, 'crafts/naehen')));
      });

      it('may neither read nor write any other collection or subcollection', async () => {
        const db = connect();
        await assertFails(getDoc(doc(db, 'users/alice')));
        await assertFails(getDocs(collection(db, 'users')));
        await assertFails(setDoc(doc(db, 'users/alice'), { email: 'mallory@example.at' }));
        await assertFails(getDoc(doc(db, 'venues/live/reviews/1')));
        await assertFails(setDoc(doc(db, 'venues/live/reviews/1'), { stars: 5 }));
      });
    });
  }
});
