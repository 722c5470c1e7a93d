// The voucher page's three views (voucher-view.ts): buying a voucher, a code's balance, one voucher its buyer bought.
import { useData } from '../../components/useData';
import type { Data } from './+data';
import { BalanceCheck } from './BalanceCheck';
import { BuyVoucher } from './BuyVoucher';
import { VoucherDetails } from './VoucherDetails';

export default function Page() {
  const data = useData<Data>();
  if (data.kind === 'balance') return <BalanceCheck />;
  if (data.kind === 'voucher') return <VoucherDetails data={data} />;
  return <BuyVoucher data={data} />;
}
