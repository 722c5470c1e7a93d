// /app/payouts: how an organiser gets paid. Their seller details and the provider's onboarding (a plain form post
// that continues at the provider), where the account stands, the platform's fee with an example, and per month and
// course what was sold, what the platform kept, what was refunded, earned and paid out; the provider's own dashboard
// for everything about the bank account; the invoices issued in their name and the platform's fee invoices to them.
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../../components/Form';
import { FormErrors, FormField, SelectField } from '../../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../../components/LocalizedLink';
import { useData } from '../../../../components/useData';
import { InvoiceList } from '../../../../features/invoices/InvoiceList';
import type { Data } from './+data';

type Sales = NonNullable<Data['sales']>;
type Figures = Sales['totals'];

const Money = ({ cents, currency }: { cents: number; currency: string }) => <FormattedNumber value={cents / 100} style="currency" currency={currency} />;

export default function Page() {
  const { viewer, account, fee, sales, invoices, onboarding } = useData<Data>();
  if (!viewer) return null;
  return (
    <>
      <h1>
        <FormattedMessage id="payouts.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="payouts.lead" />
      </p>
      <p>
        <LocalizedLink href="/app/promo-codes">
          <FormattedMessage id="payouts.promoCodes" />
        </LocalizedLink>
      </p>
      {onboarding && (
        <p role="status" className="notice">
          <FormattedMessage id={`payouts.onboarding.${onboarding}`} />
        </p>
      )}
      <AccountState account={account} />
      {fee && <FeeRule fee={fee} />}
      <SellerForm account={account} fallbackName={viewer.profile.name} />
      {sales && <SalesReport sales={sales} />}
      {account && <InvoiceList invoices={invoices} side="organiser" />}
    </>
  );
}

function AccountState({ account }: { account: Data['account'] }) {
  const localize = useLocalizedUrl();
  const action = localize('/app/payouts');
  return (
    <section aria-labelledby="payouts-account" className="payouts-account">
      <h2 id="payouts-account">
        <FormattedMessage id="payouts.account.heading" />
      </h2>
      <p role="status">
        <strong>
          <FormattedMessage id={`payouts.status.${account?.status ?? 'NONE'}`} />
        </strong>{' '}
        <FormattedMessage id={`payouts.status.${account?.status ?? 'NONE'}.explain`} />
      </p>
      {account && account.requirementsDue.length > 0 && (
        <p>
          <FormattedMessage id="payouts.requirementsDue" values={{ count: account.requirementsDue.length }} />
        </p>
      )}
      {account && (
        <div className="button-row">
          <FormErrors form="refresh" />
          <FormErrors form="dashboard" />
          <form method="post" action={action}>
            <FormName name="refresh" />
            <SubmitButton message="payouts.refresh" className="button button--secondary" />
          </form>
          {account.status !== 'DETAILS_MISSING' && (
            // The provider gives a dashboard link only once the onboarding's details were given.
            <form method="post" action={action}>
              <FormName name="dashboard" />
              <SubmitButton message="payouts.dashboard" className="button button--secondary" />
            </form>
          )}
        </div>
      )}
    </section>
  );
}

function FeeRule({ fee }: { fee: NonNullable<Data['fee']> }) {
  const example = 4000;
  return (
    <section aria-labelledby="payouts-fee">
      <h2 id="payouts-fee">
        <FormattedMessage id="payouts.fee.heading" />
      </h2>
      <p>
        <FormattedMessage
          id="payouts.fee.rule"
          values={{ percent: <FormattedNumber value={fee.percent / 100} style="percent" maximumFractionDigits={2} />, fixed: <Money cents={fee.fixedCents} currency="EUR" /> }}
        />{' '}
        <FormattedMessage
          id="payouts.fee.example"
          values={{ price: <Money cents={example} currency="EUR" />, fee: <Money cents={fee.exampleFeeCents} currency="EUR" />, net: <Money cents={example - fee.exampleFeeCents} currency="EUR" /> }}
        />
      </p>
      <p>
        <FormattedMessage id="payouts.fee.refunds" />
      </p>
    </section>
  );
}

const sellerFields = ['name', 'street', 'postalCode', 'city', 'country', 'vatKind', 'vatId', 'vatPercent'] as const;

function SellerForm({ account, fallbackName }: { account: Data['account']; fallbackName: string }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const seller = account?.seller;
  const [street, place] = seller?.address ?? [];
  const [postalCode, ...city] = (place ?? '').split(' ');
  return (
    <section aria-labelledby="payouts-seller">
      <h2 id="payouts-seller">
        <FormattedMessage id="payouts.seller.heading" />
      </h2>
      <p>
        <FormattedMessage id="payouts.seller.why" />
      </p>
      <form method="post" action={localize('/app/payouts')} className="account-form">
        <FormName name="seller" />
        <FormErrors form="seller" fields={sellerFields} />
        <FormField form="seller" name="name" label={<FormattedMessage id="payouts.seller.name" />} defaultValue={seller?.name ?? fallbackName} required maxLength={120} autoComplete="organization" />
        <FormField form="seller" name="street" label={<FormattedMessage id="payouts.seller.street" />} defaultValue={street ?? ''} required maxLength={120} autoComplete="street-address" />
        <FormField form="seller" name="postalCode" label={<FormattedMessage id="payouts.seller.postalCode" />} defaultValue={postalCode ?? ''} required inputMode="numeric" pattern="\d{4,5}" autoComplete="postal-code" />
        <FormField form="seller" name="city" label={<FormattedMessage id="payouts.seller.city" />} defaultValue={city.join(' ')} required maxLength={120} autoComplete="address-level2" />
        <SelectField
          form="seller"
          name="country"
          label={<FormattedMessage id="payouts.seller.country" />}
          options={[
            { value: 'AT', label: intl.formatMessage({ id: 'payouts.country.AT' }) },
            { value: 'DE', label: intl.formatMessage({ id: 'payouts.country.DE' }) },
          ]}
          value={seller?.country ?? 'AT'}
          required
        />
        <SelectField
          form="seller"
          name="vatKind"
          label={<FormattedMessage id="payouts.seller.vatKind" />}
          hint={<FormattedMessage id="payouts.seller.vatKind.hint" />}
          options={[
            { value: 'SMALL_BUSINESS', label: intl.formatMessage({ id: 'payouts.vat.SMALL_BUSINESS' }) },
            { value: 'REGISTERED', label: intl.formatMessage({ id: 'payouts.vat.REGISTERED' }) },
          ]}
          value={seller?.vatKind ?? 'SMALL_BUSINESS'}
          required
        />
        <FormField form="seller" name="vatId" label={<FormattedMessage id="payouts.seller.vatId" />} hint={<FormattedMessage id="payouts.seller.vatId.hint" />} defaultValue={seller?.vatId ?? ''} maxLength={20} />
        <SelectField
          form="seller"
          name="vatPercent"
          label={<FormattedMessage id="payouts.seller.vatPercent" />}
          options={['20', '13', '10', '19', '7'].map((value) => ({ value, label: `${value} %` }))}
          value={String(seller?.vatPercent ?? 20)}
        />
        <SubmitButton message={account ? 'payouts.seller.saveAndContinue' : 'payouts.seller.start'} className="button" />
      </form>
    </section>
  );
}

function FiguresCells({ figures, currency }: { figures: Figures; currency: string }) {
  return (
    <>
      <td className="number">{figures.seatsSold}</td>
      <td className="number">
        <Money cents={figures.salesCents} currency={currency} />
        {figures.discountCents > 0 && (
          <>
            {' '}
            <FormattedMessage id="payouts.sales.discounts" values={{ amount: <Money cents={figures.discountCents} currency={currency} /> }} />
          </>
        )}
      </td>
      <td className="number">
        <Money cents={figures.feeCents - figures.feeRefundedCents} currency={currency} />
      </td>
      <td className="number">
        <Money cents={figures.refundedCents} currency={currency} />
        {figures.refundsPendingCents > 0 && (
          <>
            {' '}
            <FormattedMessage id="payouts.sales.pending" values={{ amount: <Money cents={figures.refundsPendingCents} currency={currency} /> }} />
          </>
        )}
      </td>
      <td className="number">
        <strong>
          <Money cents={figures.netCents} currency={currency} />
        </strong>
      </td>
    </>
  );
}

function SalesReport({ sales }: { sales: Sales }) {
  const { currency } = sales;
  return (
    <section aria-labelledby="payouts-sales">
      <h2 id="payouts-sales">
        <FormattedMessage id="payouts.sales.heading" />
      </h2>
      <dl className="payouts-totals">
        <dt>
          <FormattedMessage id="payouts.sales.net" />
        </dt>
        <dd>
          <Money cents={sales.totals.netCents} currency={currency} />
        </dd>
        <dt>
          <FormattedMessage id="payouts.sales.paidOut" />
        </dt>
        <dd>
          <Money cents={sales.paidOutCents} currency={currency} />
        </dd>
        <dt>
          <FormattedMessage id="payouts.sales.notPaidOut" />
        </dt>
        <dd>
          <Money cents={sales.notPaidOutCents} currency={currency} />
        </dd>
      </dl>
      {sales.months.length === 0 ? (
        <p>
          <FormattedMessage id="payouts.sales.none" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="payouts-table">
            <caption>
              <FormattedMessage id="payouts.sales.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="payouts.sales.col.period" />
                </th>
                <th scope="col">
                  <FormattedMessage id="payouts.sales.col.seats" />
                </th>
                <th scope="col">
                  <FormattedMessage id="payouts.sales.col.sales" />
                </th>
                <th scope="col">
                  <FormattedMessage id="payouts.sales.col.fee" />
                </th>
                <th scope="col">
                  <FormattedMessage id="payouts.sales.col.refunded" />
                </th>
                <th scope="col">
                  <FormattedMessage id="payouts.sales.col.net" />
                </th>
              </tr>
            </thead>
            {sales.months.map((month) => (
              <tbody key={month.month}>
                <tr className="payouts-table__month">
                  <th scope="row">
                    <FormattedDate value={`${month.month}-15T12:00:00Z`} month="long" year="numeric" timeZone="UTC" />
                    {month.paidOutCents > 0 && (
                      <span className="payouts-table__paid-out">
                        {' '}
                        <FormattedMessage id="payouts.sales.monthPaidOut" values={{ amount: <Money cents={month.paidOutCents} currency={currency} /> }} />
                      </span>
                    )}
                  </th>
                  <FiguresCells figures={month.figures} currency={currency} />
                </tr>
                {month.courses.map((course) => (
                  <tr key={course.event.slug}>
                    <th scope="row" className="payouts-table__course">
                      <LocalizedLink href={`/events/${course.event.slug}`}>{course.event.title}</LocalizedLink>
                    </th>
                    <FiguresCells figures={course.figures} currency={currency} />
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      <h3>
        <FormattedMessage id="payouts.payouts.heading" />
      </h3>
      {sales.payouts.length === 0 ? (
        <p>
          <FormattedMessage id="payouts.payouts.none" />
        </p>
      ) : (
        <ul className="payouts-list">
          {sales.payouts.map((payout) => (
            <li key={payout.id}>
              <FormattedMessage
                id={payout.status === 'PAID' ? 'payouts.payouts.paid' : 'payouts.payouts.failed'}
                values={{
                  amount: <Money cents={payout.amountCents} currency={payout.currency} />,
                  date: <FormattedDate value={payout.arrivalDate} dateStyle="long" timeZone="Europe/Vienna" />,
                  reason: payout.failureMessage ?? '',
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
