// The venue's Premium on /venue_profile: the plan and whether it renews or ends (and when), a button that cancels it
// at the end of the paid period, or what Premium would bring; and the invoices of its paid periods as PDFs.
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { premiumPlanMessage, type PremiumPlanId } from '../../../../functions/src/domain/premium';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { LocalizedLink } from '../../../components/LocalizedLink';
import type { Data } from './+data';
import { premiumCancelFormName } from './forms';

type Premium = Extract<Data, { failed: null }>['premium'];

export function PremiumBox({ slug, premium, action }: { slug: string; premium: Premium | undefined; action: string }) {
  const date = premium?.currentPeriodEnd ? <FormattedDate value={premium.currentPeriodEnd} dateStyle="long" /> : null;
  return (
    <section className="status-box" aria-labelledby="venue-premium">
      <h2 id="venue-premium">
        <FormattedMessage id="venuePremium.heading" />
      </h2>
      {premium?.featured ? (
        <>
          <p>
            <FormattedMessage
              id={premium.cancelAtPeriodEnd ? 'venuePremium.ends' : 'venuePremium.renews'}
              values={{ plan: <FormattedMessage id={premiumPlanMessage(premium.plan as PremiumPlanId)} />, date }}
            />
          </p>
          {!premium.cancelAtPeriodEnd && (
            <form method="post" action={action}>
              <FormName name={premiumCancelFormName} />
              <FormErrors form={premiumCancelFormName} />
              <input type="hidden" name="slug" value={slug} />
              <p className="hint">
                <FormattedMessage id="venuePremium.cancelHint" values={{ date }} />
              </p>
              <SubmitButton message="venuePremium.cancel" className="button" />
            </form>
          )}
        </>
      ) : (
        <p>
          <FormattedMessage id={premium?.status === 'PENDING' ? 'venuePremium.pending' : 'venuePremium.none'} />{' '}
          <LocalizedLink href="/venue-benefits">
            <FormattedMessage id="venuePremium.benefits" />
          </LocalizedLink>
        </p>
      )}
      {premium && premium.invoices.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="venuePremium.invoices" />
          </h3>
          <ul>
            {premium.invoices.map((invoice) => (
              <li key={invoice.number}>
                {/* A file, not a page: the browser downloads it (the route answers only the venue's owners and editors). */}
                <a href={invoice.pdfUrl} download={`${invoice.number}.pdf`} type="application/pdf" rel="external">
                  <FormattedMessage id="venuePremium.invoice" values={{ number: invoice.number }} />
                </a>{' '}
                <FormattedMessage
                  id="venuePremium.invoiceFacts"
                  values={{
                    date: <FormattedDate value={invoice.issuedAt} dateStyle="long" />,
                    amount: <FormattedNumber value={invoice.amountCents / 100} style="currency" currency={invoice.currency} />,
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
