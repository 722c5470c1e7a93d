// Which of the voucher page's views an address asks for: buying a voucher (/vouchers), checking a code's balance
// (/vouchers/balance) or one voucher its buyer bought (/vouchers/<id>); anything else under /vouchers is no page.
export type VoucherView = { view: 'buy' } | { view: 'balance' } | { view: 'voucher'; id: string };

// A voucher's id is `gift-<uuid>`; the pattern is looser so that an id of another shape is a 404 from the API, not
// from a guess here, yet never a path with dots (the PDF at /vouchers/<id>.pdf is served before the pages).
const idPattern = /^[A-Za-z0-9_-]{1,80}$/;

/** The view of `rest`, what follows /vouchers in the path (vike's route parameter `*`); null: no such page. */
export function voucherView(rest: string | undefined): VoucherView | null {
  // The route string /vouchers* also matches /vouchersfoo, which is no page of these.
  if (rest && !rest.startsWith('/')) return null;
  const path = (rest ?? '').replace(/^\/+|\/+$/g, '');
  if (path === '') return { view: 'buy' };
  if (path === 'balance') return { view: 'balance' };
  return idPattern.test(path) ? { view: 'voucher', id: path } : null;
}
