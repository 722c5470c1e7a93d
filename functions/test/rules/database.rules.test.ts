// database.rules.json, evaluated offline by targaryen (a pure-JS evaluator of Realtime Database rules): the database
// emulator is a jar firebase-tools downloads at run time, which these machines cannot do. Browsers may read the live
// state of events and nothing else; only the server (firebase-admin, which rules do not bind) writes. A person's
// notices are closed to everyone, the person included: browsers get them through the GraphQL stream, which reads
// the match from the store. One test for each allow and each deny, for every kind of client.
import * as targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { repoFile } from './rules-environment.js';

const rules = JSON.parse(repoFile('database.rules.json')) as { rules: Record<string, unknown> };

const liveChange = { eventSlug: 'toepfern', phase: 'RUNNING', seatsLeft: 2, delayMinutes: 0, version: 1_780_000_000_000 };
const data = {
  live: {
    events: { toepfern: { ...liveChange, latestPost: { id: 'p1', text: 'Los geht’s', at: 1_780_000_000_000 } } },
    watchers: { toepfern: { 'instance-a': { count: 4, at: 1_780_000_000_000 } } },
    notices: {
      alice: { '-Nalice1': { matchId: 'match-1', at: 1_780_000_000_000 } },
      bob: { '-Nbob1': { matchId: 'match-2', at: 1_780_000_000_000 } },
    },
  },
  elsewhere: { note: 'not for browsers' },
};
const database = targaryen.database(rules, data);

const clients = {
  'a signed-out visitor': null,
  'a signed-in user': { uid: 'alice', provider: 'password', token: { email: 'alice@example.at' } },
  'an editor (role claim)': { uid: 'erika', provider: 'password', token: { role: 'editor' } },
  'an admin (role claim)': { uid: 'adam', provider: 'password', token: { role: 'admin', admin: true } },
};

function allowed(result: targaryen.Result, expected: boolean) {
  expect(result.allowed, result.info).toBe(expected);
}

describe('database.rules.json', () => {
  for (const [who, auth] of Object.entries(clients)) {
    describe(who, () => {
      const as = database.as(auth);

      it('may read the live state of all events and of one, down to its fields', () => {
        allowed(as.read('/live/events'), true);
        allowed(as.read('/live/events/toepfern'), true);
        allowed(as.read('/live/events/toepfern/latestPost'), true);
        allowed(as.read('/live/events/gibt-es-nicht'), true);
      });

      it('may not read the watcher counts, of any event or instance', () => {
        allowed(as.read('/live/watchers'), false);
        allowed(as.read('/live/watchers/toepfern'), false);
        allowed(as.read('/live/watchers/toepfern/instance-a'), false);
      });

      it('may not read personal notices: not all of them, not another person’s, not its own', () => {
        const own = String(auth?.uid ?? 'alice');
        allowed(as.read('/live/notices'), false);
        allowed(as.read('/live/notices/bob'), false);
        allowed(as.read('/live/notices/bob/-Nbob1'), false);
        allowed(as.read(`/live/notices/${own}`), false);
        allowed(as.read(`/live/notices/${own}/-Nalice1`), false);
        allowed(as.read(`/live/notices/${own}/-Nalice1/matchId`), false);
      });

      it('may not read the root, live/ as a whole, or anything else', () => {
        allowed(as.read('/'), false);
        allowed(as.read('/live'), false);
        allowed(as.read('/elsewhere'), false);
        allowed(as.read('/elsewhere/note'), false);
        allowed(as.read('/users/alice'), false);
      });

      it('may not create, change or delete an event’s live state', () => {
        allowed(as.write('/live/events/neu', liveChange), false);
        allowed(as.write('/live/events/toepfern', { ...liveChange, seatsLeft: 99 }), false);
        allowed(as.write('/live/events/toepfern/seatsLeft', 99), false);
        allowed(as.update('/live/events/toepfern', { seatsLeft: 99, version: 9e15 }), false);
        allowed(as.write('/live/events/toepfern', null), false);
        allowed(as.write('/live/events', null), false);
      });

      it('may not write watcher counts, its own or others', () => {
        allowed(as.write('/live/watchers/toepfern/instance-b', { count: 1000, at: 1_780_000_000_000 }), false);
        allowed(as.write('/live/watchers/toepfern/instance-a', null), false);
        allowed(as.update('/live/watchers', { 'toepfern/instance-a/count': 0 }), false);
      });

      it('may not write, change or delete personal notices, its own or another person’s', () => {
        const own = String(auth?.uid ?? 'alice');
        allowed(as.write(`/live/notices/${own}/-Nmine`, { matchId: 'forged', at: 1_780_000_000_000 }), false);
        allowed(as.write('/live/notices/bob/-Nforged', { matchId: 'forged', at: 1_780_000_000_000 }), false);
        allowed(as.write(`/live/notices/${own}/-Nalice1`, null), false);
        allowed(as.write('/live/notices/bob', null), false);
        allowed(as.update('/live/notices', { 'bob/-Nbob1/matchId': 'changed' }), false);
      });

      it('may not write the root, live/ or anything else', () => {
        allowed(as.write('/', null), false);
        allowed(as.write('/live', { events: {} }), false);
        allowed(as.write('/elsewhere/note', 'mine'), false);
        allowed(as.write(`/users/${String(auth?.uid ?? 'anonymous')}`, { name: 'me' }), false);
        allowed(as.update('/', { 'live/events/toepfern/seatsLeft': 0, 'elsewhere/note': 'x' }), false);
      });
    });
  }

  it('grants nothing but reading live/events: no other .read or .write rule is anything but false', () => {
    const grants: string[] = [];
    (function walk(node: Record<string, unknown>, path: string) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '.read' || key === '.write') {
          if (value !== false) grants.push(`${path || '/'} ${key}: ${JSON.stringify(value)}`);
        } else if (value && typeof value === 'object') {
          walk(value as Record<string, unknown>, `${path}/${key}`);
        }
      }
    })(rules.rules, '');
    expect(grants).toEqual(['/live/events .read: true']);
  });
});
