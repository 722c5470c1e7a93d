// /admin: the editors' desk in ten screens (?tab=): the moderation queue (events in review, venue changes,
// claims), users and roles, contact messages, orders with their refunds, the invoice documents, the venues' Premium
// invoices, the site-wide promo codes, the gift vouchers sold, the log of every moderation step, and the site's
// figures. This page only picks the screen; each screen's small forms post to this
// page (+action.ts).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import type { Data } from './+data';
import { SiteFigures } from '../../../features/analytics/SiteFigures';
import { ContactMessages } from './ContactMessages';
import { Invoices } from './Invoices';
import { GiftVouchers } from './GiftVouchers';
import { PremiumInvoices } from './PremiumInvoices';
import { ModerationLog } from './ModerationLog';
import { ModerationQueue } from './ModerationQueue';
import { Orders } from './Orders';
import { SitePromoCodes } from './SitePromoCodes';
import { adminTabs } from './tabs';
import { UsersAndRoles } from './UsersAndRoles';
import '../../../features/contributions/contribution-form.css';
import './admin.css';

export default function Page() {
  const data = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <>
      <h1>
        <FormattedMessage id="admin.heading" />
      </h1>
      <nav className="admin-tabs" aria-label={intl.formatMessage({ id: 'admin.sections' })}>
        <ul>
          {adminTabs.map((tab) => (
            <li key={tab}>
              <a href={localize(tab === 'queue' ? '/admin' : `/admin?tab=${tab}`)} aria-current={tab === data.tab ? 'page' : undefined}>
                <FormattedMessage id={`admin.tab.${tab}`} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.kind === 'error' ? (
        <SectionFailure error={data.error} />
      ) : data.kind === 'queue' ? (
        <ModerationQueue queue={data.queue} />
      ) : data.kind === 'users' ? (
        <UsersAndRoles data={data} />
      ) : data.kind === 'figures' ? (
        <SiteFigures figures={data.figures} />
      ) : data.kind === 'messages' ? (
        <ContactMessages data={data} />
      ) : data.kind === 'orders' ? (
        <Orders data={data} />
      ) : data.kind === 'invoices' ? (
        <Invoices data={data} />
      ) : data.kind === 'premium' ? (
        <PremiumInvoices data={data} />
      ) : data.kind === 'promo' ? (
        <SitePromoCodes data={data} />
      ) : data.kind === 'vouchers' ? (
        <GiftVouchers data={data} />
      ) : (
        <ModerationLog data={data} />
      )}
    </>
  );
}
