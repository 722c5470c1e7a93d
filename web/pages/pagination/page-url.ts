/** The logical URL of numbered page N; page 1 is /pagination itself. */
export function pageUrl(page: number): string {
  return page === 1 ? '/pagination' : `/pagination?page=${page}`;
}

/** Page numbers to offer around the current one: first, last, and two on each side; null marks a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const n of shown) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}
