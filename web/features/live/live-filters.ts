// /eventslive's URL: discovery's grammar with only a craft and a city (the live API filters by nothing else), so
// that the page links, the form and the checks work as on the other lists.
import { defineList, type ListFilters } from '../discovery/filters';
import { liveListPath } from './live-paths';

export type LiveFilters = ListFilters & { craft?: string; city?: string };

export const liveList = defineList<LiveFilters>(liveListPath, ['craft', 'city'], { searchesPlaces: false });
