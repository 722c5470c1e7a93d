// database.rules.json, evaluated offline by targaryen (a pure-JS evaluator of Realtime Database rules): the database
// emulator is a jar firebase-tools downloads at run time, which these machines cannot do. The database holds only
// the watcher counts of the live bus (live/watchers, decision 037), which the server writes with firebase-admin
// (rules do not bind it) and no browser reads: every client is refused everything. One test for each kind of access,
// for every kind of client, also on paths an older layout used (live/events, live/notices).
import * as targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { repoFile } from './rules-environment.js';

const rules = JSON.parse(repoFile('database.rules.json')) as { rules: Record<string, unknown> };

const data = {
  live: {
    watchers: { toepfern: { 'instance-a': 4 } },
    events: { toepfern: { eventSlug: 'toepfern', phase: 'RUNNING', version: 1_780_000_000_000 } },
    notices: { alice: { '-Nalice1': { matchId: 'match-1', at: 1_780_000_000_000 } } },
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

      it('may not read the watcher counts, of any event or instance', () => {
        allowed(as.read('/live/watchers'), false);
        allowed(as.read('/live/watchers/toepfern'), false);
        allowed(as.read('/live/watchers/toepfern/instance-a'), false);
      });

      it('may not read live states or notices where an older layout kept them, the root, or anything else', () => {
        allowed(as.read('/live/events'), false);
        allowed(as.read('/live/events/toepfern'), false);
        allowed(as.read('/live/notices/alice'), false);
        allowed(as.read('/'), false);
        allowed(as.read('/live'), false);
        allowed(as.read('/elsewhere/note'), false);
      });

      it('may not write watcher counts, its own or others', () => {
        allowed(as.write('/live/watchers/toepfern/instance-b', 1000), false);
        allowed(as.write('/live/watchers/toepfern/instance-a', null), false);
        allowed(as.update('/live/watchers', { 'toepfern/instance-a': 0 }), false);
      });

      it('may not write the root, live/ or anything else', () => {
        allowed(as.write('/', null), false);
        allowed(as.write('/live', { events: {} }), false);
        allowed(as.write('/live/events/toepfern', { version: 9e15 }), false);
        allowed(as.write(`/live/notices/${String(auth?.uid ?? 'alice')}/-Nmine`, { matchId: 'forged', at: 1 }), false);
        allowed(as.write(`/users/${String(auth?.uid ?? 'anonymous')}`, { name: 'me' }), false);
      });
    });
  }

  it('grants nothing: no .read or .write rule anywhere is anything but false', () => {
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
    expect(grants).toEqual([]);
  });
});
