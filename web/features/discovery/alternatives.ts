// What an empty list offers instead (/events, /venues, a city's page): real entries found by widening the visitor's
// search one step at a time (the same search in a wider radius, or one filter left out), each shown with the nearest
// entry it finds and a link to that list, with how many the link finds where the read counted exactly that list.
// Read only for an empty list without featured entries: the nearest entry and the count per step, all at once; a
// list with results reads nothing more.
import { radiusChoicesKm, type NearSearch } from './filters';
import type { DiscoveryData, PageReader } from './list-data';

/** One step wider than the visitor's search: where it reads, and the filters of its link. */
export type Widening<F> = {
  /** Names the step; each list words it in its own catalog message. */
  key: string;
  filters: F;
  near: NearSearch | null;
  /** The visitor's radius, for the step that reads the widest: its link takes the smallest radius that reaches. */
  widenedFromKm?: number;
};

export type ListAlternative<F, Node> = {
  key: string;
  /** The filters of the link. */
  filters: F;
  node: Node;
  distanceKm: number | null;
  /** How many entries the link's list holds; null where the read was not that list (the widest radius for a smaller one). */
  count: number | null;
  /** The wider radius's link: the smallest radius of the form that reaches the nearest entry. */
  radiusKm: number | null;
};

/** The alternatives of an empty list, in the order of its steps; null when there are results or nothing was found. */
export type ListAlternatives<F, Node> = ListAlternative<F, Node>[] | null;

/** The widest radius the form offers: how far an empty answer looks for the nearest entry that fits. */
export const widestRadiusKm = Math.max(...radiusChoicesKm);

/** The step of every search around a place: the same search within the widest radius (none when it is the widest). */
export function widerRadius<F>(filters: F, near: NearSearch | null): Widening<F> | null {
  return near && near.radiusKm < widestRadiusKm ? { key: 'wider', filters, near: { ...near, radiusKm: widestRadiusKm }, widenedFromKm: near.radiusKm } : null;
}

/** Reads the steps of an empty list (`null` steps do not apply) and keeps those that find something. */
export async function alternativesOf<F extends { after?: string; radius?: number }, Node>(
  data: Pick<DiscoveryData<F, Node>, 'results' | 'featured' | 'error'>,
  readPage: PageReader<F, Node>,
  widenings: ReadonlyArray<Widening<F> | null>,
): Promise<ListAlternatives<F, Node>> {
  if (data.error || data.results.length > 0 || data.featured.length > 0) return null;
  const steps = widenings.filter((step): step is Widening<F> => step !== null);
  const pages = await Promise.all(
    steps.map(({ filters, near }) =>
      readPage({ ...filters, after: undefined }, near && { lat: near.lat, lng: near.lng, radiusKm: near.radiusKm }, near?.postalCodes.length ? near.postalCodes : null, 1),
    ),
  );
  const found = steps.flatMap((step, index): ListAlternative<F, Node>[] => {
    const connection = pages[index]!.connection;
    const edge = connection?.edges[0];
    if (!connection || !edge) return [];
    const distanceKm = edge.distanceKm ?? null;
    const filters = { ...step.filters, after: undefined };
    if (step.widenedFromKm === undefined) return [{ key: step.key, filters, node: edge.node, distanceKm, count: connection.totalCount, radiusKm: null }];
    const radiusKm = radiusChoicesKm.find((km) => km > step.widenedFromKm! && (distanceKm ?? 0) <= km);
    return radiusKm ? [{ key: step.key, filters: { ...filters, radius: radiusKm }, node: edge.node, distanceKm, count: null, radiusKm }] : [];
  });
  return found.length > 0 ? found : null;
}
