// A list of promo codes as their organiser (or the editors, for site-wide codes) see them: the code, its discount and
// who pays for it, uses of the limit, when it is valid, the courses it applies to, and whether it is on, with a
// button that switches it off or on again (a plain form post to the page that shows the list).
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ColumnHeadings } from '../../components/ColumnHeadings';
import { FormName, SubmitButton } from '../../components/Form';
import { FormErrors } from '../../components/FormFields';
import { LocalizedLink } from '../../components/LocalizedLink';
import type { PromoCodeFieldsFragment } from '../../graphql/generated/graphql';

export type PromoCode = Omit<PromoCodeFieldsFragment, ' $fragmentName'>;

const Day = ({ value }: { value: string }) => <FormattedDate value={value} dateStyle="medium" timeZone="Europe/Vienna" />;

export function PromoCodeList({ codes, action, toggleForm }: { codes: readonly PromoCode[]; action: string; toggleForm: (id: string) => string }) {
  if (codes.length === 0) {
    return (
      <p className="empty">
        <FormattedMessage id="promoCodes.none" />
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="data-table promo-codes">
        <ColumnHeadings messages={['promoCodes.col.code', 'promoCodes.col.discount', 'promoCodes.col.uses', 'promoCodes.col.validity', 'promoCodes.col.courses', 'promoCodes.col.active']} />
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <td>
                <code>{code.code}</code>
              </td>
              <td>
                <Discount code={code} />
              </td>
              <td>
                <FormattedMessage id={code.maxUses === null ? 'promoCodes.usesUnlimited' : 'promoCodes.usesOf'} values={{ uses: code.usesCount, max: code.maxUses ?? 0 }} />
                <br />
                <FormattedMessage id="promoCodes.perPerson" values={{ count: code.perPersonLimit }} />
              </td>
              <td>
                <Validity code={code} />
              </td>
              <td>
                {code.events.length === 0 ? (
                  <FormattedMessage id={code.fundedBy === 'PLATFORM' ? 'promoCodes.allCoursesSite' : 'promoCodes.allCourses'} />
                ) : (
                  <ul className="promo-codes__courses">
                    {code.events.map((event) => (
                      <li key={event.slug}>
                        <LocalizedLink href={`/events/${event.slug}`}>{event.title}</LocalizedLink>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <ActiveSwitch code={code} action={action} form={toggleForm(code.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Discount({ code }: { code: PromoCode }) {
  return (
    <>
      {code.discountKind === 'PERCENT' ? (
        <FormattedNumber value={(code.percent ?? 0) / 100} style="percent" />
      ) : (
        <FormattedNumber value={(code.amountCents ?? 0) / 100} style="currency" currency="EUR" />
      )}
      <br />
      <small>
        <FormattedMessage id={`promoCodes.fundedBy.${code.fundedBy}`} />
      </small>
    </>
  );
}

function Validity({ code }: { code: PromoCode }) {
  const { validFrom: from, validUntil: until } = code;
  if (from && until) return <FormattedMessage id="promoCodes.validRange" values={{ from: <Day value={from} />, until: <Day value={until} /> }} />;
  if (from) return <FormattedMessage id="promoCodes.validFrom" values={{ from: <Day value={from} /> }} />;
  if (until) return <FormattedMessage id="promoCodes.validUntil" values={{ until: <Day value={until} /> }} />;
  return <FormattedMessage id="promoCodes.validAlways" />;
}

function ActiveSwitch({ code, action, form }: { code: PromoCode; action: string; form: string }) {
  const intl = useIntl();
  return (
    <form method="post" action={action} aria-label={intl.formatMessage({ id: code.active ? 'promoCodes.switchOffLabel' : 'promoCodes.switchOnLabel' }, { code: code.code })}>
      <FormName name={form} />
      <input type="hidden" name="active" value={code.active ? 'false' : 'true'} />
      <FormErrors form={form} />
      <p>
        <FormattedMessage id={code.active ? 'promoCodes.active' : 'promoCodes.inactive'} />
      </p>
      <SubmitButton message={code.active ? 'promoCodes.switchOff' : 'promoCodes.switchOn'} className="button button--secondary" />
    </form>
  );
}
