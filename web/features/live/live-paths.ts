// The live pages' paths (without language prefix), which the event page links too.
export const liveListPath = '/eventslive';
export const livePath = (slug: string) => `/eventslive/${slug}`;
