// The tickets' secret of a site on the embedded store whose environment names none (services/tickets.ts): 32 random
// bytes kept in a file beside the store's (`.data/magazin.sqlite.ticket-key`), made on the first start, so that a
// printed ticket still checks in after the site restarted. Readable by its owner only, like the store itself.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file that keeps the tickets' secret of the store in `storeFile`. */
export const ticketSecretFileOf = (storeFile: string): string => `${storeFile}.ticket-key`;

/** The store's tickets' secret, made now when it has none; null for a store in memory (its tickets end with it). */
export function embeddedTicketSecret(storeFile: string): string | null {
  if (storeFile === ':memory:') return null;
  const file = ticketSecretFileOf(storeFile);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // `wx`: of two processes starting at once on the same store, one writes and both read what it wrote.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no ticket key; delete it to make a new one (tickets issued so far stop checking in)`);
  return secret;
}
