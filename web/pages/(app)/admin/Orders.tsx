// /admin's orders: every paid seat's order, newest first, filtered by a group of states (open, paid, refunds, ended):
// when, who, which event, how much, its state in words and its last log entry. A paid order can be refunded with a
// reason the person reads; a refund that failed is tried again the same way (the reason then goes to the log).
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeadings } from '../../../components/ColumnHeadings';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors, FormField } from '../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { formatPrice } from '../../../features/events/format';
import { AdminSection, Empty, Pager, useFormatDateTime, usePostUrl, type Loaded } from './admin-parts';
import { adminFormName } from './forms';
import { orderFilters, type OrderFilter } from './tabs';

type Order = Loaded<'orders'>['orders']['orders'][number];

export function Orders({ data }: { data: Loaded<'orders'> }) {
  const intl = useIntl();
  const date = useFormatDateTime();
  const { orders, totalCount } = data.orders;
  return (
    <AdminSection id="admin-orders" heading="admin.orders.heading" count={totalCount}>
      <OrderFilters current={data.filter} />
      {orders.length === 0 ? (
        <Empty message="admin.orders.none" />
      ) : (
        <table className="data-table admin-orders">
          <ColumnHeadings
            messages={['admin.orders.date', 'admin.orders.person', 'admin.orders.event', 'admin.orders.amount', 'admin.orders.state', 'admin.orders.lastChange', 'admin.orders.refund']}
          />
          <tbody>
            {orders.map((order) => {
              const last = order.log?.at(-1);
              return (
                <tr key={order.id}>
                  <td>{date(order.createdAt)}</td>
                  <td>
                    {order.person ? (
                      <>
                        {order.person.name}
                        <br />
                        <a href={`mailto:${order.person.email}`}>{order.person.email}</a>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td>
                    <LocalizedLink href={`/events/${order.event.slug}`}>{order.event.title}</LocalizedLink>
                  </td>
                  <td>{formatPrice(intl, order)}</td>
                  <td>
                    <FormattedMessage id={`orderState.${order.status}`} />
                    {order.refundReason ? (
                      <>
                        <br />
                        <FormattedMessage id="admin.orders.reason" values={{ reason: refundReason(intl, order.refundReason) }} />
                      </>
                    ) : null}
                  </td>
                  <td>{last ? `${date(last.at)}: ${last.note}` : ''}</td>
                  <td>{order.status === 'COMPLETED' || order.status === 'REFUND_FAILED' ? <RefundForm order={order} /> : null}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager tab="orders" offset={data.offset} total={totalCount} query={data.filter ? `status=${data.filter}` : undefined} />
    </AdminSection>
  );
}

/** The reasons the site itself gives are codes; an editor's reason is shown as written. */
function refundReason(intl: ReturnType<typeof useIntl>, reason: string): string {
  const code = reason.startsWith('EVENT_CANCELLED') ? 'EVENT_CANCELLED' : reason;
  const id = `admin.orders.reason.${code}`;
  return id in intl.messages ? intl.formatMessage({ id }) : reason;
}

function OrderFilters({ current }: { current: OrderFilter | null }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <nav className="admin-filters" aria-label={intl.formatMessage({ id: 'admin.orders.filter' })}>
      <ul>
        {[null, ...orderFilters].map((filter) => (
          <li key={filter ?? 'all'}>
            <a href={localize(filter ? `/admin?tab=orders&status=${filter}` : '/admin?tab=orders')} aria-current={filter === current ? 'page' : undefined}>
              <FormattedMessage id={`admin.orders.filter.${filter ?? 'all'}`} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RefundForm({ order }: { order: Order }) {
  const intl = useIntl();
  const form = adminFormName('refund', order.id);
  const retry = order.status === 'REFUND_FAILED';
  const name = order.person?.name ?? order.id;
  return (
    <form className="admin-decision" method="post" action={usePostUrl()} aria-label={intl.formatMessage({ id: retry ? 'admin.orders.retryOf' : 'admin.orders.refundOf' }, { name })}>
      <FormName name={form} />
      {retry ? <input type="hidden" name="retry" value="1" /> : null}
      <FormErrors form={form} fields={['reason']} />
      <FormField form={form} name="reason" label={intl.formatMessage({ id: 'admin.orders.reasonLabel' })} hint={intl.formatMessage({ id: retry ? 'admin.orders.retryHint' : 'admin.orders.reasonHint' })}>
        {(control, typed) => <textarea {...control} rows={2} maxLength={500} aria-required="true" defaultValue={typed as string | undefined} />}
      </FormField>
      <SubmitButton message={retry ? 'admin.orders.retry' : 'admin.orders.refundButton'} className="button button--secondary" />
    </form>
  );
}
