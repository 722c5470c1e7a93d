// Whether the store takes writes, checked when a server starts: a full disk or a read-only file (or mount) still
// serves every page, so nothing else would show it before the first visitor's form fails.
import type { Store } from '../domain/repositories.js';

/** Probes a write; when the store refuses it, warns once (with the reason) and resolves false. */
export async function warnIfReadOnly(store: Store, warn: (message: string) => void = console.warn): Promise<boolean> {
  try {
    await store.probeWrite();
    return true;
  } catch (error) {
    warn(
      `Warning: the ${store.adapter} store cannot take changes (${error instanceof Error ? error.message : String(error)}). ` +
        'Pages are served, but sign-ups, sign-ins and forms answer that nothing can be saved right now.',
    );
    return false;
  }
}
