// The Firestore rules for the collections of accounts, contributions, bookings and moderation, against the real
// emulator: for each collection, one test per role (signed out, the owner, another user, an editor) and per allow or
// deny. Every write is the server's (firebase-admin, not subject to rules), so every client write is refused.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreEmulatorMissing } from '../firestore-emulator.js';
import { useFirestoreRules } from './rules-environment.js';

describe.skipIf(firestoreEmulatorMissing())('firestore.rules: accounts, bookings, moderation', () => {
  // alice owns the private records below; bob is another user; ed is an editor, ada an admin (by their profiles).
  const { client } = useFirestoreRules('rules-accounts', {
    'profiles/alice': { uid: 'alice', email: 'alice@example.at', role: 'USER' },
    'profiles/bob': { uid: 'bob', email: 'bob@example.at', role: 'USER' },
    'profiles/ed': { uid: 'ed', email: 'ed@example.at', role: 'EDITOR' },
    'profiles/ada': { uid: 'ada', email: 'ada@example.at', role: 'ADMIN' },
    'bookings/b-alice': { id: 'b-alice', uid: 'alice', eventSlug: 'live', status: 'CONFIRMED' },
    'venueClaims/c-alice': { id: 'c-alice', uid: 'alice', venueSlug: 'werkstatt', state: 'PENDING' },
    'venueChanges/werkstatt': { venueSlug: 'werkstatt', uid: 'alice', state: 'PENDING' },
    'moderationLog/l-1': { id: 'l-1', actorUid: 'ed', subject: 'EVENT', subjectId: 'live', action: 'APPROVE' },
    'contactMessages/m-1': { id: 'm-1', email: 'lena@example.at', handled: false },
    'mail/x-1': { to: 'alice@example.at', message: { subject: 'Link', text: 'https://example.at/login/link?code=x' } },
    'events/alice-draft': { slug: 'alice-draft', published: false, ownerUid: 'alice', review: 'DRAFT' },
    'events/live': { slug: 'live', published: true, ownerUid: 'alice', review: 'PUBLISHED' },
    'venues/alice-venue': { slug: 'alice-venue', published: false, ownerUids: ['alice', 'carla'] },
  });

  const as = {
    signedOut: () => client(),
    owner: () => client('alice'),
    other: () => client('bob'),
    editor: () => client('ed'),
    admin: () => client('ada'),
  };

  describe('profiles', () => {
    it('the owner may read their own profile', async () => {
      await assertSucceeds(getDoc(doc(as.owner(), 'profiles/alice')));
    });
    it('another user, an editor and a signed-out visitor may not read it, nor list profiles', async () => {
      for (const db of [as.other(), as.editor(), as.signedOut()]) await assertFails(getDoc(doc(db, 'profiles/alice')));
      await assertFails(getDocs(collection(as.editor(), 'profiles')));
      await assertFails(getDocs(query(collection(as.owner(), 'profiles'), where('role', '==', 'USER'))));
    });
    it('nobody writes a profile from a client, not even their own (no making oneself editor)', async () => {
      await assertFails(updateDoc(doc(as.owner(), 'profiles/alice'), { role: 'ADMIN' }));
      await assertFails(setDoc(doc(as.other(), 'profiles/bob'), { uid: 'bob', role: 'EDITOR' }));
      await assertFails(deleteDoc(doc(as.owner(), 'profiles/alice')));
      await assertFails(setDoc(doc(as.signedOut(), 'profiles/new'), { uid: 'new' }));
    });
  });

  // A person's own records: they read theirs, one by one and as a list of their own; nobody else reads them.
  describe.each([
    { records: 'bookings', path: 'bookings/b-alice' },
    { records: 'venueClaims', path: 'venueClaims/c-alice' },
    { records: 'venueChanges', path: 'venueChanges/werkstatt' },
  ])('$records', ({ records, path }) => {
    it('the owner may read theirs, one by one and as a list of their own', async () => {
      const db = as.owner();
      await assertSucceeds(getDoc(doc(db, path)));
      await assertSucceeds(getDocs(query(collection(db, records), where('uid', '==', 'alice'))));
    });
    it('another user, an editor and a signed-out visitor may not read it', async () => {
      for (const db of [as.other(), as.editor(), as.signedOut()]) await assertFails(getDoc(doc(db, path)));
    });
  });

  describe('bookings', () => {
    it('nobody lists all bookings, nor another person’s, nor an event’s', async () => {
      await assertFails(getDocs(query(collection(as.other(), 'bookings'), where('uid', '==', 'alice'))));
      await assertFails(getDocs(collection(as.owner(), 'bookings')));
      await assertFails(getDocs(query(collection(as.owner(), 'bookings'), where('eventSlug', '==', 'live'))));
    });
    it('nobody books, changes or cancels from a client', async () => {
      await assertFails(setDoc(doc(as.owner(), 'bookings/b-new'), { id: 'b-new', uid: 'alice', eventSlug: 'live', status: 'CONFIRMED' }));
      await assertFails(updateDoc(doc(as.owner(), 'bookings/b-alice'), { status: 'CANCELLED' }));
      await assertFails(deleteDoc(doc(as.owner(), 'bookings/b-alice')));
      await assertFails(updateDoc(doc(as.editor(), 'bookings/b-alice'), { status: 'CANCELLED' }));
    });
  });

  describe('venue claims', () => {
    it('an editor may not list the pending claims from a client', async () => {
      await assertFails(getDocs(query(collection(as.editor(), 'venueClaims'), where('state', '==', 'PENDING'))));
    });
    it('nobody claims or decides from a client', async () => {
      await assertFails(setDoc(doc(as.other(), 'venueClaims/c-bob'), { id: 'c-bob', uid: 'bob', venueSlug: 'werkstatt', state: 'PENDING' }));
      await assertFails(updateDoc(doc(as.editor(), 'venueClaims/c-alice'), { state: 'APPROVED' }));
      await assertFails(updateDoc(doc(as.owner(), 'venueClaims/c-alice'), { state: 'APPROVED' }));
    });
  });

  describe('venue changes', () => {
    it('nobody writes a change from a client, not even its author', async () => {
      await assertFails(updateDoc(doc(as.owner(), 'venueChanges/werkstatt'), { state: 'APPROVED' }));
      await assertFails(setDoc(doc(as.other(), 'venueChanges/other'), { venueSlug: 'other', uid: 'bob', state: 'PENDING' }));
    });
  });

  describe('moderation log', () => {
    it('editors and admins may read it, one by one and as a list', async () => {
      for (const db of [as.editor(), as.admin()]) {
        await assertSucceeds(getDoc(doc(db, 'moderationLog/l-1')));
        await assertSucceeds(getDocs(collection(db, 'moderationLog')));
      }
    });
    it('users and signed-out visitors may not read it; a signed-in person without a profile neither', async () => {
      for (const db of [as.owner(), as.other(), as.signedOut()]) {
        await assertFails(getDoc(doc(db, 'moderationLog/l-1')));
        await assertFails(getDocs(collection(db, 'moderationLog')));
      }
      await assertFails(getDoc(doc(client('stranger'), 'moderationLog/l-1')));
    });
    it('nobody writes to it from a client, not even an editor', async () => {
      await assertFails(setDoc(doc(as.editor(), 'moderationLog/l-2'), { id: 'l-2', actorUid: 'ed' }));
      await assertFails(updateDoc(doc(as.admin(), 'moderationLog/l-1'), { note: 'changed' }));
      await assertFails(deleteDoc(doc(as.editor(), 'moderationLog/l-1')));
    });
  });

  describe('contact messages and the mail outbox', () => {
    for (const path of ['contactMessages/m-1', 'mail/x-1']) {
      const name = path.split('/')[0]!;
      it(`nobody reads ${name} from a client, an editor or the addressee neither`, async () => {
        for (const db of Object.values(as).map((connect) => connect())) {
          await assertFails(getDoc(doc(db, path)));
          await assertFails(getDocs(collection(db, name)));
        }
      });
      it(`nobody writes ${name} from a client`, async () => {
        await assertFails(setDoc(doc(as.signedOut(), `${name}/new`), { email: 'x@example.at' }));
        await assertFails(setDoc(doc(as.owner(), `${name}/new`), { to: 'alice@example.at' }));
        await assertFails(updateDoc(doc(as.editor(), path), { handled: true }));
      });
    }
  });

  describe('events by owner', () => {
    it('the author may read their unpublished event, one by one and as a list of their own', async () => {
      const db = as.owner();
      await assertSucceeds(getDoc(doc(db, 'events/alice-draft')));
      await assertSucceeds(getDocs(query(collection(db, 'events'), where('ownerUid', '==', 'alice'))));
    });
    it('another user, an editor and a signed-out visitor may not read the draft, but the published event', async () => {
      for (const db of [as.other(), as.editor(), as.signedOut()]) {
        await assertFails(getDoc(doc(db, 'events/alice-draft')));
        await assertSucceeds(getDoc(doc(db, 'events/live')));
      }
      await assertFails(getDocs(query(collection(as.other(), 'events'), where('ownerUid', '==', 'alice'))));
    });
    it('nobody writes an event from a client, not even its author', async () => {
      await assertFails(updateDoc(doc(as.owner(), 'events/alice-draft'), { published: true }));
      await assertFails(setDoc(doc(as.owner(), 'events/new'), { slug: 'new', published: false, ownerUid: 'alice' }));
      await assertFails(deleteDoc(doc(as.owner(), 'events/alice-draft')));
    });
  });

  describe('venues by owner', () => {
    it('an owner may read their unpublished venue, one by one and as a list of their own', async () => {
      await assertSucceeds(getDoc(doc(as.owner(), 'venues/alice-venue')));
      await assertSucceeds(getDocs(query(collection(as.owner(), 'venues'), where('ownerUids', 'array-contains', 'alice'))));
    });
    it('another user, an editor and a signed-out visitor may not read it', async () => {
      for (const db of [as.other(), as.editor(), as.signedOut()]) await assertFails(getDoc(doc(db, 'venues/alice-venue')));
      await assertFails(getDocs(query(collection(as.other(), 'venues'), where('ownerUids', 'array-contains', 'alice'))));
    });
    it('an owner may not change their venue from a client', async () => {
      await assertFails(updateDoc(doc(as.owner(), 'venues/alice-venue'), { published: true }));
    });
  });
});
