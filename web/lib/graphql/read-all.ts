// Reading a whole list from the API, whose connections give at most 50 nodes per request: the feeds, the sitemap
// and the crawl index list everything.

/** The API's largest page (`first` is at most 50). */
export const pageSize = 50;
/** Upper bound on pages read for one response, so that a feed's cost stays bounded. */
const maxPages = 100;

export type Connection<TNode> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; edges: ReadonlyArray<{ node: TNode }> };

/** Every node of a connection, page by page through `after`. A page without its connection is an error. */
export async function readAll<TNode>(readPage: (after: string | null) => Promise<Connection<TNode> | null | undefined>): Promise<TNode[]> {
  const nodes: TNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const connection = await readPage(after);
    if (!connection) throw new Error('connection missing without an error');
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return nodes;
}
