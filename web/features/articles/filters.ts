// The magazine list's filters as they appear in the URL: /blog?craft=toepfern-keramik, ?tag=Wien, ?q=Glasur, ?after=….
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type ArticleFilters = { q?: string; craft?: string; tag?: string; after?: string };
export type ArticleFilterProblem = { param: 'q' | 'craft' | 'tag' | 'after'; value: string };

// Tags are words or short phrases such as „Wien“ or „Drehscheibe“: letters, digits, spaces and dashes.
const tagPattern = /^[\p{L}\p{N}][\p{L}\p{N} &'’-]{0,48}$/u;

export function parseArticleFilters(search: Record<string, string>): { filters: ArticleFilters; problems: ArticleFilterProblem[] } {
  const filters: ArticleFilters = {};
  const problems: ArticleFilterProblem[] = [];
  const q = search.q?.trim();
  if (q) {
    if (q.length <= 100) filters.q = q;
    else problems.push({ param: 'q', value: q.slice(0, 40) });
  }
  const craft = search.craft?.trim();
  if (craft) {
    if (slugPattern.test(craft) && craft.length <= 60) filters.craft = craft;
    else problems.push({ param: 'craft', value: craft.slice(0, 40) });
  }
  const tag = search.tag?.trim();
  if (tag) {
    if (tagPattern.test(tag)) filters.tag = tag;
    else problems.push({ param: 'tag', value: tag.slice(0, 40) });
  }
  const after = search.after?.trim();
  if (after) {
    if (after.length <= 200) filters.after = after;
    else problems.push({ param: 'after', value: after.slice(0, 40) });
  }
  return { filters, problems };
}

export function articleListUrl(filters: ArticleFilters): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'craft', 'tag', 'after'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
