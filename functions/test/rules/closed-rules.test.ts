// The Realtime Database and Storage rules are closed by default. Their emulators cannot be started offline (the
// firebase-tools download needs the internet), so these tests check the rule files themselves.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

describe('database.rules.json', () => {
  it('denies reading and writing at the root and opens no path below it', () => {
    const { rules } = JSON.parse(read('database.rules.json')) as { rules: Record<string, unknown> };
    expect(rules).toEqual({ '.read': false, '.write': false });
  });
});

describe('storage.rules', () => {
  it('has one match, denying every read and write', () => {
    const source = read('storage.rules').replace(/\/\/.*$/gm, '');
    expect(source.match(/\ballow\b[^;]*;/g)).toEqual(['allow read, write: if false;']);
    expect(source).toMatch(/match \/\{allPaths=\*\*\}/);
  });
});
