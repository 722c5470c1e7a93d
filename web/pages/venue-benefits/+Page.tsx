// /venue-benefits (and /en/venue-benefits): for the people behind a workshop, shop or course school – what a free
// listing does, what Premium adds, the prices with VAT (from functions/src/domain/premium.ts, the prices checkout
// charges), how selling courses with a price works (the platform's fee as the operator set it, read by +data.ts,
// payouts, receipts, gift vouchers and promo codes, the course widget), answers to their usual questions, and the ways in: take over a listed
// venue, list a new one, buy Premium.
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  PREMIUM_BENEFITS,
  PREMIUM_PLANS,
  premiumBenefitMessage,
  premiumPlanMessage,
  VAT_PERCENT,
  VENUE_PAGE_IMAGES,
  type PremiumPlan,
} from '../../../functions/src/domain/premium';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { PageIntro } from '../../components/PageIntro';
import { useData } from '../../components/useData';
import type { Data } from './+data';
import { faqQuestions } from './faq';
import './venue-benefits.css';

/** What selling courses with a price involves, each a card (`venueBenefits.selling.<topic>`). */
const sellingTopics = ['account', 'fee', 'payouts', 'invoices', 'vouchers', 'promoCodes', 'widget'] as const;

/** What a free listing does, each backed by a feature of the site (venue page, hours, courses, live, radar). */
const freeFeatures = ['page', 'hours', 'openStudio', 'courses', 'live', 'magazine', 'radar'] as const;

/** Where a plan is bought: the payment page, told the plan (it checks the id and takes the price from the plan). */
const paymentUrl = (plan: PremiumPlan) => `/payment?plan=${plan.id}`;


function Section({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="benefits__section">
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      {intro ? (
        <p>
          <FormattedMessage id={intro} />
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** Names and explanations as a list of cards: a heading each, then its text. */
function Features({ items }: { items: ReadonlyArray<{ key: string; title: string; text: ReactNode }> }) {
  return (
    <ul className="benefits__features">
      {items.map((item) => (
        <li key={item.key}>
          <h3>
            <FormattedMessage id={item.title} />
          </h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, monthly }: { plan: PremiumPlan; monthly: PremiumPlan }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  // Euro amounts with cents, as an invoice shows them („€ 28,80“, “€28.80”).
  const euros = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: plan.currency, minimumFractionDigits: 2 });
  const name = intl.formatMessage({ id: premiumPlanMessage(plan.id) });
  const yearly = plan.interval === 'year';
  // Months the yearly price leaves free against paying monthly (two, at ten months' price for twelve).
  const freeMonths = Math.round(plan.months - plan.netCents / monthly.netCents);
  return (
    <li className="benefits__plan" data-plan={plan.id}>
      <h3>{name}</h3>
      <p className="benefits__price">
        <FormattedMessage id={yearly ? 'venueBenefits.prices.perYear' : 'venueBenefits.prices.perMonth'} values={{ price: euros(plan.grossCents) }} />
      </p>
      <p className="benefits__vat">
        <FormattedMessage id="venueBenefits.prices.vat" values={{ percent: VAT_PERCENT, net: euros(plan.netCents), vat: euros(plan.vatCents) }} />
      </p>
      {yearly && freeMonths > 0 ? (
        <p>
          <FormattedMessage id="venueBenefits.prices.yearlySaving" values={{ perMonth: euros(Math.round(plan.grossCents / plan.months)), months: freeMonths }} />
        </p>
      ) : null}
      <p>
        <a className="button" href={localize(paymentUrl(plan))}>
          <FormattedMessage id="venueBenefits.prices.buy" values={{ plan: name }} />
        </a>
      </p>
    </li>
  );
}

/** The fee's rule, an example on a typical price and what a refund does to it, in the words /app/payouts uses. */
function FeeText({ fee }: { fee: Data['fee'] }) {
  const euros = (cents: number) => <FormattedNumber value={cents / 100} style="currency" currency="EUR" minimumFractionDigits={2} />;
  return (
    <>
      <FormattedMessage
        id="payouts.fee.rule"
        values={{ percent: <FormattedNumber value={fee.percent / 100} style="percent" maximumFractionDigits={2} />, fixed: euros(fee.fixedCents) }}
      />{' '}
      <FormattedMessage
        id="payouts.fee.example"
        values={{ price: euros(fee.examplePriceCents), fee: euros(fee.exampleFeeCents), net: euros(fee.examplePriceCents - fee.exampleFeeCents) }}
      />{' '}
      <FormattedMessage id="payouts.fee.refunds" />
    </>
  );
}

export default function Page() {
  const { fee } = useData<Data>();
  const monthly = PREMIUM_PLANS.find((plan) => plan.interval === 'month')!;
  return (
    <div className="benefits">
      <PageIntro heading="venueBenefits.heading" intro="venueBenefits.intro" />

      <Section id="benefits-free" heading="venueBenefits.free.heading" intro="venueBenefits.free.intro">
        <Features
          items={freeFeatures.map((feature) => ({
            key: feature,
            title: `venueBenefits.free.${feature}`,
            text: <FormattedMessage id={`venueBenefits.free.${feature}.text`} />,
          }))}
        />
      </Section>

      <Section id="benefits-premium" heading="venueBenefits.premium.heading" intro="venueBenefits.premium.intro">
        <Features
          items={PREMIUM_BENEFITS.map((benefit) => ({
            key: benefit,
            title: premiumBenefitMessage(benefit),
            text: <FormattedMessage id={`${premiumBenefitMessage(benefit)}.text`} values={{ count: VENUE_PAGE_IMAGES.premium }} />,
          }))}
        />
      </Section>

      <Section id="benefits-prices" heading="venueBenefits.prices.heading" intro="venueBenefits.prices.intro">
        <ul className="benefits__plans">
          <li className="benefits__plan" data-plan="free">
            <h3>
              <FormattedMessage id="venueBenefits.prices.free" />
            </h3>
            <p className="benefits__price">
              <FormattedMessage id="venueBenefits.prices.freePrice" />
            </p>
            <p>
              <FormattedMessage id="venueBenefits.prices.freeNote" />
            </p>
          </li>
          {PREMIUM_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} monthly={monthly} />
          ))}
        </ul>
        <p className="benefits__note">
          <FormattedMessage id="venueBenefits.prices.note" />
        </p>
      </Section>

      <Section id="benefits-selling" heading="venueBenefits.selling.heading" intro="venueBenefits.selling.intro">
        <Features
          items={sellingTopics.map((topic) => ({
            key: topic,
            title: `venueBenefits.selling.${topic}`,
            text: topic === 'fee' ? <FeeText fee={fee} /> : <FormattedMessage id={`venueBenefits.selling.${topic}.text`} />,
          }))}
        />
        <p>
          {/* The payout account is set up in the organiser's area; signing in comes first, the guard sees to that. */}
          <LocalizedLink href="/app/payouts" className="button">
            <FormattedMessage id="venueBenefits.selling.start" />
          </LocalizedLink>
        </p>
        <p className="benefits__note">
          <FormattedMessage
            id="venueBenefits.selling.terms"
            values={{ link: (chunks: ReactNode[]) => <LocalizedLink href="/terms">{chunks}</LocalizedLink> }}
          />
        </p>
      </Section>

      <Section id="benefits-start" heading="venueBenefits.start.heading">
        <ul className="benefits__features benefits__ways">
          <li>
            <h3>
              <FormattedMessage id="venueBenefits.start.claim.heading" />
            </h3>
            <p>
              <FormattedMessage id="venueBenefits.start.claim.text" />
            </p>
            <p>
              {/* The claim form sits on the owner's page; signing in comes first, the guard sees to that. */}
              <LocalizedLink href="/venue_profile#venue-claims">
                <FormattedMessage id="venueBenefits.start.claim.link" />
              </LocalizedLink>
            </p>
          </li>
          <li>
            <h3>
              <FormattedMessage id="venueBenefits.start.new.heading" />
            </h3>
            <p>
              <FormattedMessage id="venueBenefits.start.new.text" />
            </p>
            <p>
              {/* A new venue is created with its first course („Neuer Ort“ on /makeevent). */}
              <LocalizedLink href="/makeevent">
                <FormattedMessage id="venueBenefits.start.new.link" />
              </LocalizedLink>
            </p>
            <p>
              <FormattedMessage id="venueBenefits.start.new.noCourses" />{' '}
              <LocalizedLink href="/contact">
                <FormattedMessage id="venueBenefits.start.new.contact" />
              </LocalizedLink>
            </p>
          </li>
          <li>
            <h3>
              <FormattedMessage id="venueBenefits.start.premium.heading" />
            </h3>
            <p>
              <FormattedMessage id="venueBenefits.start.premium.text" />
            </p>
            <BuyLinks />
          </li>
        </ul>
        <p>
          <FormattedMessage id="venueBenefits.start.sample" />{' '}
          <LocalizedLink href="/musterspace">
            <FormattedMessage id="venueBenefits.start.sampleLink" />
          </LocalizedLink>
        </p>
      </Section>

      <Section id="benefits-faq" heading="venueBenefits.faq.heading">
        <dl className="benefits__faq">
          {faqQuestions.map((question) => (
            <div key={question}>
              <dt>
                <FormattedMessage id={`venueBenefits.faq.${question}.q`} />
              </dt>
              <dd>
                <FormattedMessage
                  id={`venueBenefits.faq.${question}.a`}
                  values={{
                    percent: VAT_PERCENT,
                    link: (chunks: ReactNode[]) => <LocalizedLink href="/privacy">{chunks}</LocalizedLink>,
                  }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

/** One link per Premium plan to the payment page. */
function BuyLinks() {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <ul className="benefits__buy">
      {PREMIUM_PLANS.map((plan) => (
        <li key={plan.id}>
          <a href={localize(paymentUrl(plan))}>
            <FormattedMessage id="venueBenefits.prices.buy" values={{ plan: intl.formatMessage({ id: premiumPlanMessage(plan.id) }) }} />
          </a>
        </li>
      ))}
    </ul>
  );
}
