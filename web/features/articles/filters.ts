// The magazine list's URL (/blog?craft=toepfern-keramik, ?tag=Wien, ?q=Glasur, ?after=…) in discovery's grammar; the
// magazine searches no places. The server's checks are in pages/blog/index/+data.ts.
import { defineList, type ListFilters } from '../discovery/filters';

export type ArticleFilters = ListFilters & { q?: string; craft?: string; tag?: string };

export const articleList = defineList<ArticleFilters>('/blog', ['q', 'craft', 'tag'], { searchesPlaces: false });
