// /payment: what is being paid for and how much (less a promo code's discount and a gift voucher's part: what is left
// for the card), a field for such a code, how long the seat is held (a countdown that is plain text without
// JavaScript), and the outcome with what happens next: paid, declined, given up, the hold ended, or refunded. An
// owner buying Premium sees PremiumPayment instead; signed out, why to sign in; without an order, that there is none.
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, FormattedTime } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../components/Form';
import { FormErrors, FormField } from '../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { useData } from '../../components/useData';
import type { Data, OrderData } from './+data';
import { PremiumPayment } from './PremiumPayment';

/** Whole minutes left until `until`, counted again every second in the browser. */
function useMinutesLeft(until: string, serverNow: string): number {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000));
}

export default function Page() {
  const data = useData<Data>();
  if (data.kind === 'premium') return <PremiumPayment data={data} />;
  if (data.kind === 'signedOut') return <SignInFirst href={data.signInHref} />;
  if (data.kind === 'nothing') return <NothingToPay why={data.why} />;
  return <OrderPayment data={data} />;
}

/** Signed out: a held seat belongs to an account, so paying for it (or giving it up) needs that account. */
function SignInFirst({ href }: { href: string }) {
  return (
    <>
      <h1>
        <FormattedMessage id="payment.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="payment.signInWhy" />
      </p>
      <p>
        <a className="button" href={href}>
          <FormattedMessage id="payment.signIn" />
        </a>
      </p>
    </>
  );
}

/** Signed in, but there is no order here to pay: say so, and where bookings and courses are. */
function NothingToPay({ why }: { why: 'none' | 'unknown' }) {
  return (
    <>
      <h1>
        <FormattedMessage id="payment.heading" />
      </h1>
      <p role="status" className="lead">
        <FormattedMessage id={why === 'unknown' ? 'payment.unknownOrder' : 'payment.nothingToPay'} />
      </p>
      <p>
        <FormattedMessage id="payment.whereToPay" />
      </p>
      <p>
        <LocalizedLink href="/app">
          <FormattedMessage id="payment.toApp" />
        </LocalizedLink>
        {' · '}
        <LocalizedLink href="/events">
          <FormattedMessage id="payment.toEvents" />
        </LocalizedLink>
      </p>
    </>
  );
}

function OrderPayment({ data }: { data: OrderData }) {
  const { order, result, now } = data;
  const localize = useLocalizedUrl();
  const minutesLeft = useMinutesLeft(order.holdUntil, now);
  const holding = (order.status === 'RESERVED' || order.status === 'AWAITING_PAYMENT') && minutesLeft > 0;
  const amount = <FormattedNumber value={order.amountCents / 100} style="currency" currency={order.currency} />;
  const cardAmount = <FormattedNumber value={order.cardCents / 100} style="currency" currency={order.currency} />;
  const money = (cents: number) => <FormattedNumber value={cents / 100} style="currency" currency={order.currency} />;
  // The code form's errors are shown at its field, not above the pay button.
  const codeFormSent = useFormState()?.form === 'code';
  const eventLink = (
    <LocalizedLink href={`/events/${order.event.slug}`}>
      <FormattedMessage id="payment.toEvent" />
    </LocalizedLink>
  );
  const action = `${localize('/payment')}?order=${encodeURIComponent(order.id)}`;
  return (
    <>
      <h1>
        <FormattedMessage id="payment.heading" />
      </h1>
      <dl className="payment-summary">
        <dt>
          <FormattedMessage id="payment.what" />
        </dt>
        <dd>
          <strong>{order.event.title}</strong>
          {order.event.venue ? `, ${order.event.venue.name}` : ''}
        </dd>
        <dt>
          <FormattedMessage id="payment.amount" />
        </dt>
        <dd>
          {order.seats > 1 ? (
            <>
              <FormattedMessage id="payment.seatsTimesPrice" values={{ count: order.seats, price: money(order.amountCents / order.seats) }} />
              {' = '}
            </>
          ) : null}
          {amount}
        </dd>
        {order.discountCents > 0 && (
          <>
            <dt>
              <FormattedMessage id="payment.discount" values={{ code: order.discountCode ?? '' }} />
            </dt>
            <dd>−{money(order.discountCents)}</dd>
          </>
        )}
        {order.voucherCents > 0 && (
          <>
            <dt>
              <FormattedMessage id="payment.voucher" values={{ hint: order.voucherCodeHint ?? '' }} />
            </dt>
            <dd>−{money(order.voucherCents)}</dd>
          </>
        )}
        {(order.discountCents > 0 || order.voucherCents > 0) && (
          <>
            <dt>
              <FormattedMessage id="payment.byCard" />
            </dt>
            <dd>
              <strong>{cardAmount}</strong>
            </dd>
          </>
        )}
      </dl>

      {holding && (
        <>
          {result === 'declined' && (
            <p role="alert" className="notice notice--error">
              <FormattedMessage id="payment.declined" />
            </p>
          )}
          {result === 'returned' && (
            <p role="status" className="notice">
              <FormattedMessage id="payment.waiting" />
            </p>
          )}
          <p role="timer" aria-live="off">
            <FormattedMessage
              id="payment.holdUntil"
              values={{ time: <FormattedTime value={order.holdUntil} timeZone={order.event.timeZone} />, minutes: minutesLeft, seats: order.seats }}
            />
          </p>
          <form method="post" action={action} className="account-form payment-code">
            <FormErrors form="code" fields={['code']} />
            <input type="hidden" name="order" value={order.id} />
            <FormName name="code" />
            <FormField
              form="code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              label={<FormattedMessage id="payment.code" />}
              hint={<FormattedMessage id="payment.codeHint" />}
            />
            <SubmitButton message="payment.applyCode" className="button button--secondary" />
          </form>
          <form method="post" action={action} className="account-form">
            {!codeFormSent && <FormErrors />}
            <input type="hidden" name="order" value={order.id} />
            <FormName name="pay" />
            <button type="submit" className="button">
              <FormattedMessage id="payment.pay" values={{ amount: cardAmount }} />
            </button>
          </form>
          <form method="post" action={action}>
            <input type="hidden" name="order" value={order.id} />
            <FormName name="cancel" />
            <button type="submit" className="link-button">
              <FormattedMessage id="payment.giveUp" values={{ seats: order.seats }} />
            </button>
          </form>
        </>
      )}
      {!holding && (order.status === 'RESERVED' || order.status === 'AWAITING_PAYMENT' || order.status === 'EXPIRED') && (
        <p role="status" className="lead">
          <FormattedMessage id="payment.expired" />
        </p>
      )}
      {order.status === 'CANCELLED' && (
        <p role="status" className="lead">
          <FormattedMessage id="payment.cancelled" />
        </p>
      )}
      {order.status === 'COMPLETED' && (
        <p role="status" className="lead">
          <FormattedMessage id="payment.paid" values={{ seats: order.seats }} />
        </p>
      )}
      {(order.status === 'REFUND_PENDING' || order.status === 'REFUNDED' || order.status === 'REFUND_FAILED') && (
        <>
          <p role="status" className="lead">
            <FormattedMessage id={order.status === 'REFUNDED' ? 'payment.refunded' : order.status === 'REFUND_FAILED' ? 'payment.refundFailed' : 'payment.refunding'} />
          </p>
          <RefundWhy reason={order.refundReason ?? null} />
        </>
      )}
      <p>
        {eventLink}
        {' · '}
        <LocalizedLink href="/app">
          <FormattedMessage id="payment.toApp" />
        </LocalizedLink>
      </p>
    </>
  );
}

/**
 * Why the money goes back, as the refund mail says it: a payment after the hold ended, a wrong amount, the person's
 * own cancellation, the course cancelled (with the organiser's reason) or called off for too few bookings, or the
 * editors' words (services/payments.ts writes these reasons).
 */
function RefundWhy({ reason }: { reason: string | null }) {
  if (!reason) return null;
  const fixed = { LATE_PAYMENT: 'latePayment', AMOUNT_MISMATCH: 'amountMismatch', BOOKING_CANCELLED: 'bookingCancelled' } as const;
  const cancelled = /^EVENT_CANCELLED: ?(.*)$/s.exec(reason)?.[1]?.trim();
  let id: string | null = null;
  let note = '';
  if (reason in fixed) id = fixed[reason as keyof typeof fixed];
  else if (cancelled === 'MINIMUM_NOT_REACHED') id = 'minimumNotReached';
  else if (cancelled !== undefined) [id, note] = ['eventCancelled', cancelled];
  else note = reason;
  return (
    <p>
      {id && <FormattedMessage id={`payment.refundWhy.${id}`} />}
      {id && note && ' '}
      {note && <FormattedMessage id="payment.refundWhy.note" values={{ note }} />}
    </p>
  );
}
