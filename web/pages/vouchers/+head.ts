import type { Config } from 'vike/types';
import type { Data } from './+data';

// Buying and the balance are pages to find; one person's voucher is not.
export const head: Config['head'] = (pageContext, intl) => {
  const kind = (pageContext.data as Data | undefined)?.kind ?? 'buy';
  return {
    title: intl.formatMessage({ id: `vouchers.title.${kind}` }),
    description: intl.formatMessage({ id: kind === 'balance' ? 'voucherBalance.description' : 'vouchers.description' }),
    noindex: kind === 'voucher',
  };
};
