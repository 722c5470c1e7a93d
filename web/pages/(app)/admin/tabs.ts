// The sections of /admin, one per ?tab= (the queue without one), and the page size of its lists.
export const adminTabs = ['queue', 'users', 'messages', 'orders', 'invoices', 'premium', 'promo', 'vouchers', 'log', 'figures'] as const;
export type AdminTab = (typeof adminTabs)[number];
export const adminPageSize = 50;

export function adminTab(value: string | undefined): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? 'queue';
}

/** The orders screen's filter (?status=), one per group of order states; none shows every order. */
export const orderFilters = ['open', 'paid', 'refunds', 'ended'] as const;
export type OrderFilter = (typeof orderFilters)[number];

export function orderFilter(value: string | undefined): OrderFilter | null {
  return orderFilters.find((filter) => filter === value) ?? null;
}

/** ?page=N (1-based) as an offset; anything else is the first page. */
export function adminOffset(value: string | undefined): number {
  const page = /^\d{1,4}$/.test(value ?? '') ? Number(value) : 1;
  return Math.max(0, page - 1) * adminPageSize;
}
