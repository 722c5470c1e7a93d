// The Realtime Database rules are closed. Its emulator cannot be started offline (the firebase-tools download needs
// the internet), so this test checks the rule file itself (storage.rules: storage.rules.test.ts).
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
