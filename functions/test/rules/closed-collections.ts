// The cases every collection closed to clients shares in the rules tests: nobody in `everyone` may read, list or
// query it (not even for their own uid), nor create, change or delete a document of it.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { it } from 'vitest';

/**
 * Call inside a describe that seeded `path` (a document of `name` whose `uid` is `owner`); `everyone` names each
 * client to try, signed out, the owner and others.
 */
export function itKeepsClosed(everyone: Record<string, () => Firestore>, name: string, path: string, owner: string): void {
  for (const [who, connect] of Object.entries(everyone)) {
    it(`${who} may neither read nor list ${name}, not even their own`, async () => {
      const db = connect();
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(getDocs(query(collection(db, name), where('uid', '==', owner))));
    });
    it(`${who} may not create, change or delete ${name}`, async () => {
      const db = connect();
      await assertFails(setDoc(doc(db, `${name}/neu`), { id: 'neu', uid: owner, active: true }));
      await assertFails(updateDoc(doc(db, path), { active: false }));
      await assertFails(deleteDoc(doc(db, path)));
    });
  }
}
