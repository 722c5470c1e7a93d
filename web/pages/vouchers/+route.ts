// /vouchers, /vouchers/balance and /vouchers/<id> are one page (voucher-view.ts tells them apart): vike's route table
// names every page in the JavaScript each page starts with, so three pages would cost every content page three
// entries (web/e2e/js-budget.e2e.ts).
export default '/vouchers*';
