// Spreading a hot document's writes over several (Firestore's distributed counters): Firestore sustains about one
// write per second to a single document, and a counter every instance increments at once would exceed it.
import { randomInt } from 'node:crypto';

/**
 * The shard numbers 0 … count − 1 in turn, starting at a random one: one caller's writes spread evenly (n writes put
 * at most ⌈n / count⌉ on any shard), and instances starting at random places spread theirs over all.
 */
export function shardRotation(count: number, start = randomInt(count)): () => number {
  let next = start % count;
  return () => {
    const shard = next;
    next = (next + 1) % count;
    return shard;
  };
}
