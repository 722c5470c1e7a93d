// The Realtime Database rules are closed. Its emulator cannot be started offline (the firebase-tools download needs
// the internet), so this test checks the rule file itself (storage.rules: storage.rules.test.ts).
import { describe, expect, it } from 'vitest';
import { repoFile } from './rules-environment.js';

describe('database.rules.json', () => {
  it('denies reading and writing at the root and opens no path below it', () => {
    const { rules } = JSON.parse(repoFile('database.rules.json')) as { rules: Record<string, unknown> };
    expect(rules).toEqual({ '.read': false, '.write': false });
  });
});
