// /app/promo-codes: an organiser's promo codes. The list (code, discount, uses, validity, courses, on or off, with a
// switch each) and the form that creates one for their paid courses. Organisers fund their own codes, so the form is
// there only while their payout account takes payments; until then the page says why and leads to /app/payouts.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink, useLocalizedUrl } from '../../../../components/LocalizedLink';
import { SectionFailure } from '../../../../components/SectionFailure';
import { TextWithLink } from '../../../../components/TextWithLink';
import { useData } from '../../../../components/useData';
import { PromoCodeForm } from '../../../../features/promo-codes/PromoCodeForm';
import { PromoCodeList } from '../../../../features/promo-codes/PromoCodeList';
import type { Data } from './+data';
import '../../../../features/contributions/contribution-form.css';

export default function Page() {
  const { error, canCreate, codes, courses } = useData<Data>();
  const action = useLocalizedUrl()('/app/promo-codes');
  return (
    <>
      <h1>
        <FormattedMessage id="promoCodes.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="promoCodes.lead" />
      </p>
      <p>
        <LocalizedLink href="/app/payouts">
          <FormattedMessage id="promoCodes.toPayouts" />
        </LocalizedLink>
      </p>
      {error ? (
        <SectionFailure error={error} />
      ) : (
        <>
          <section aria-labelledby="promo-codes-list">
            <h2 id="promo-codes-list">
              <FormattedMessage id="promoCodes.list.heading" />
            </h2>
            <PromoCodeList codes={codes} action={action} toggleForm={(id) => `active:${id}`} />
          </section>
          <section aria-labelledby="promo-codes-new">
            <h2 id="promo-codes-new">
              <FormattedMessage id="promoCodes.new.heading" />
            </h2>
            {canCreate ? (
              <>
                <p>
                  <FormattedMessage id="promoCodes.new.funding" />
                </p>
                <PromoCodeForm form="create" action={action} courses={courses} submit="promoCodes.form.create" />
              </>
            ) : (
              <div role="status" className="notice">
                <TextWithLink text="promoCodes.new.needsPayouts" href="/app/payouts" link="promoCodes.new.setUpPayouts" />
              </div>
            )}
          </section>
        </>
      )}
    </>
  );
}
