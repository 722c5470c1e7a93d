// Keeping the live list right whatever order messages arrive in: a stream first sends the whole list (a snapshot),
// then each changed course alone, and a reconnect or a poll sends a snapshot again that may be older than a change
// already seen. Each course's state carries a version that grows with every change, so per course the state with
// the highest version wins; a snapshot also says which courses belong to the list.

export type Versioned = { version: number; watchers: number; event: { slug: string } };

/**
 * The newer of two states of the same course. On a tie the incoming one wins only with another watcher count: the
 * server sends a course again with the same version when people come and go. Otherwise the current one is kept,
 * so re-renders are spared.
 */
export function newer<T extends Versioned>(current: T | null | undefined, incoming: T): T {
  if (!current || current.version < incoming.version) return incoming;
  return current.version === incoming.version && current.watchers !== incoming.watchers ? incoming : current;
}

/**
 * The list after `incoming`: a snapshot keeps exactly its courses, in its order, each at the newest state seen;
 * changes replace their course where it is older and add courses that newly belong to the list at the end.
 */
export function mergeLive<T extends Versioned>(current: readonly T[], incoming: readonly T[], kind: 'snapshot' | 'changes'): T[] {
  const known = new Map(current.map((state) => [state.event.slug, state]));
  if (kind === 'snapshot') return incoming.map((state) => newer(known.get(state.event.slug), state));
  const merged = current.map((state) =>
    incoming.reduce((kept, change) => (change.event.slug === state.event.slug ? newer(kept, change) : kept), state),
  );
  for (const change of incoming) {
    if (known.has(change.event.slug)) continue;
    const added = merged.findIndex((state) => state.event.slug === change.event.slug);
    if (added === -1) merged.push(change);
    else merged[added] = newer(merged[added], change);
  }
  return merged;
}
