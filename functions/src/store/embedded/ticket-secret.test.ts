// The embedded store's tickets' secret: made once beside the store's file, then read again on every start.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedTicketSecret, ticketSecretFileOf } from './ticket-secret.js';

describe('the embedded store’s tickets’ secret', () => {
  it('is made on the first start, private to its owner, and the same on the next', () => {
    const storeFile = join(mkdtempSync(join(tmpdir(), 'ticket-secret-')), 'data', 'magazin.sqlite');
    const first = embeddedTicketSecret(storeFile);
    expect(first).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(statSync(ticketSecretFileOf(storeFile)).mode & 0o777).toBe(0o600);
    expect(embeddedTicketSecret(storeFile)).toBe(first);
    expect(embeddedTicketSecret(join(storeFile, '..', 'other.sqlite'))).not.toBe(first);
    expect(readFileSync(ticketSecretFileOf(storeFile), 'utf8').trim()).toBe(first);
  });

  it('is none for a store in memory, and a broken file is refused with what to do', () => {
    expect(embeddedTicketSecret(':memory:')).toBeNull();
    const storeFile = join(mkdtempSync(join(tmpdir(), 'ticket-secret-')), 'magazin.sqlite');
    writeFileSync(ticketSecretFileOf(storeFile), 'kurz');
    expect(() => embeddedTicketSecret(storeFile)).toThrow(/holds no ticket key; delete it/);
  });
});
