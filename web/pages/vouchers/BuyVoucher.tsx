// /vouchers: what a gift voucher is (any course on the site, valid for decades, withdrawal while unused) and the form
// to buy one: a value (an offered amount or one typed in whole euros) or, with ?course=<slug>, that course; the
// recipient's name, a message, and whether it comes to the buyer or is mailed to the recipient on a day. A plain
// form: the action opens the provider's checkout (signed out, the sign-in first).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../components/Form';
import { FieldError, Fieldset, FormErrors, FormField } from '../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { formatCents } from '../../features/vouchers/format';
import type { BuyData } from './+data';
import { OWN_AMOUNT } from './buy-fields';
import './vouchers.css';

const FORM = 'buy';
const SHOWN_FIELDS = ['kind', 'courseSlug', 'amountCents', 'customEuros', 'recipientName', 'message', 'delivery', 'recipientEmail', 'sendOn'];

export function BuyVoucher({ data }: { data: BuyData }) {
  const { offer, course, courseMissing, today } = data;
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { viewer } = usePageContext();
  const money = (cents: number) => formatCents(intl, cents, offer.currency);
  const action = `${localize('/vouchers')}${course ? `?course=${encodeURIComponent(course.slug)}` : ''}`;
  // What a rejected submission chose stays chosen; first, the course (with one), the second amount, to me.
  const kept = useFormState(FORM)?.values ?? {};
  const keptValue = (name: string) => (typeof kept[name] === 'string' ? kept[name] : undefined);
  const kind = keptValue('kind') ?? (course ? 'COURSE' : 'VALUE');
  const amount = keptValue('amountCents') ?? (keptValue('customEuros') ? OWN_AMOUNT : String(offer.amountsCents[Math.min(1, offer.amountsCents.length - 1)]));
  const delivery = keptValue('delivery') ?? 'BUYER';
  return (
    <>
      <h1>
        <FormattedMessage id="vouchers.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="vouchers.intro" />
      </p>
      <ul className="voucher-facts">
        <li>
          <FormattedMessage id="vouchers.fact.anyCourse" />
        </li>
        <li>
          <FormattedMessage id="vouchers.fact.valid" values={{ years: offer.validYears }} />
        </li>
        <li>
          <FormattedMessage id="vouchers.fact.withdrawal" values={{ days: offer.withdrawalDays }} />
        </li>
        <li>
          <FormattedMessage id="vouchers.fact.redeem" />
        </li>
      </ul>
      <p>
        <LocalizedLink href="/vouchers/balance">
          <FormattedMessage id="vouchers.toBalance" />
        </LocalizedLink>
      </p>
      {courseMissing && (
        <p role="status" className="notice">
          <FormattedMessage id="vouchers.courseMissing" />
        </p>
      )}

      <h2>
        <FormattedMessage id="vouchers.buyHeading" />
      </h2>
      {!viewer && (
        <p>
          <FormattedMessage id="vouchers.signInFirst" />
        </p>
      )}
      <form method="post" action={action} className="account-form">
        <FormErrors form={FORM} fields={SHOWN_FIELDS} />
        <FormName name={FORM} />
        {course ? (
          <Fieldset legend="vouchers.kind">
            <input type="hidden" name="courseSlug" value={course.slug} />
            <Choice name="kind" value="COURSE" checked={kind === 'COURSE'}>
              <FormattedMessage id="vouchers.kind.course" values={{ title: course.title, venue: course.venueName, price: money(course.priceCents) }} />
            </Choice>
            <Choice name="kind" value="VALUE" checked={kind !== 'COURSE'}>
              <FormattedMessage id="vouchers.kind.value" />
            </Choice>
            <FieldError id="voucher-course-error" name="courseSlug" form={FORM} />
          </Fieldset>
        ) : (
          <input type="hidden" name="kind" value="VALUE" />
        )}
        <Fieldset legend={course ? 'vouchers.amountIfValue' : 'vouchers.amount'} className="voucher-amounts">
          {offer.amountsCents.map((cents) => (
            <Choice key={cents} name="amountCents" value={String(cents)} checked={amount === String(cents)}>
              {money(cents)}
            </Choice>
          ))}
          <Choice name="amountCents" value={OWN_AMOUNT} checked={amount === OWN_AMOUNT}>
            <FormattedMessage id="vouchers.ownAmount" />
          </Choice>
          <FieldError id="voucher-amount-error" name="amountCents" form={FORM} />
          <FormField
            form={FORM}
            name="customEuros"
            type="number"
            inputMode="numeric"
            min={offer.minCents / 100}
            max={offer.maxCents / 100}
            step={1}
            label={<FormattedMessage id="vouchers.customEuros" values={{ min: money(offer.minCents), max: money(offer.maxCents) }} />}
          />
        </Fieldset>
        <FormField
          form={FORM}
          name="recipientName"
          required
          maxLength={80}
          autoComplete="off"
          label={<FormattedMessage id="vouchers.recipientName" />}
          hint={<FormattedMessage id="vouchers.recipientNameHint" />}
        />
        <FormField form={FORM} name="message" label={<FormattedMessage id="vouchers.message" />} hint={<FormattedMessage id="vouchers.messageHint" />}>
          {(control, value) => <textarea {...control} rows={4} maxLength={500} defaultValue={value as string | undefined} />}
        </FormField>
        <Fieldset legend="vouchers.delivery">
          <Choice name="delivery" value="BUYER" checked={delivery !== 'RECIPIENT'}>
            <FormattedMessage id="vouchers.delivery.BUYER" />
          </Choice>
          <Choice name="delivery" value="RECIPIENT" checked={delivery === 'RECIPIENT'}>
            <FormattedMessage id="vouchers.delivery.RECIPIENT" />
          </Choice>
          <FieldError id="voucher-delivery-error" name="delivery" form={FORM} />
          <FormField
            form={FORM}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            label={<FormattedMessage id="vouchers.recipientEmail" />}
            hint={<FormattedMessage id="vouchers.recipientEmailHint" />}
          />
          <FormField form={FORM} name="sendOn" type="date" min={today} defaultValue={today} label={<FormattedMessage id="vouchers.sendOn" />} />
        </Fieldset>
        <SubmitButton message="vouchers.buy" />
      </form>
    </>
  );
}

/** One radio button with its label around it. */
function Choice({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="voucher-choice">
      <input type="radio" name={name} value={value} defaultChecked={checked} /> {children}
    </label>
  );
}
