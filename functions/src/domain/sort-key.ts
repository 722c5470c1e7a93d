// The sort key venue lists are ordered by, the same in both store adapters: German umlauts sort like their
// two-letter spellings (as in a phone book), other accents are dropped, so "Nadelöhr" sorts as "nadeloehr".
export function sortKey(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
