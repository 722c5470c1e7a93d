import { describe, expect, it, vi } from 'vitest';
import { embeddedDatabase, openEmbeddedStore } from './embedded/store.js';
import { warnIfReadOnly } from './write-health.js';

describe('warnIfReadOnly', () => {
  it('stays quiet for a store that takes writes', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    const warn = vi.fn();
    expect(await warnIfReadOnly(store, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    await store.close();
  });

  it('warns about a read-only store, naming why', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    embeddedDatabase(store)!.pragma('query_only = ON'); // what SQLite makes of a file it may not write
    const warn = vi.fn();
    expect(await warnIfReadOnly(store, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/embedded store cannot take changes \(.*readonly database\)/));
    await store.close();
  });
});
