// The seat count belongs to the booking transactions: an edit of an event (Store.write put) must not overwrite
// seatsLeft with the stale number the editing service read earlier, or seats taken in between would be sold again.

/**
 * seatsLeft for a put of an event that already exists: the stored count, shifted by the change of capacity (never
 * below zero).
 */
export function seatsAfterEdit(stored: { seatsLeft: number; capacity: number }, edited: { capacity: number }): number {
  return Math.max(0, stored.seatsLeft + edited.capacity - stored.capacity);
}
