// The sections of /admin, one per ?tab= (the queue without one), and the page size of its lists.
export const adminTabs = ['queue', 'users', 'messages', 'log', 'figures'] as const;
export type AdminTab = (typeof adminTabs)[number];
export const adminPageSize = 50;

export function adminTab(value: string | undefined): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? 'queue';
}

/** ?page=N (1-based) as an offset; anything else is the first page. */
export function adminOffset(value: string | undefined): number {
  const page = /^\d{1,4}$/.test(value ?? '') ? Number(value) : 1;
  return Math.max(0, page - 1) * adminPageSize;
}
