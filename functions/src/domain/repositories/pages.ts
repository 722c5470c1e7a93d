// The shapes every repository's lists share: the page asked for, the page returned, a record with its distance.

/**
 * Keyset pagination: `after` is the sort key of the last item of the previous page (services encode it as cursor).
 * Ranked lists (filter.near or filter.text) have no stable key: they page by `offset` only. `offset` also serves
 * numbered pages of unranked lists; `after` and `offset` are never given together.
 */
export interface PageRequest<Key> {
  first: number;
  after?: Key;
  offset?: number;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  /** Number of items matching the filter, ignoring pagination. */
  totalCount: number;
  /** With filter.near: the distance of each item from the center in km, parallel to `items`. */
  distancesKm?: number[];
  /** With filter.placePostalCodes: whether each item lies in the place searched, parallel to `items`. */
  inPlace?: boolean[];
}

export interface Nearby<T> {
  record: T;
  distanceKm: number;
}
