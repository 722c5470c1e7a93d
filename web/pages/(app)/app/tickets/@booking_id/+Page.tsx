// /app/tickets/<booking id>: „Meine Tickets“ of one booking, one card per seat with its QR code (inline SVG: once the
// page has loaded, it shows at the door without the network), the short code to read out, the seat's name or
// „Platz 2“, and what to do with it; a button to print them (print CSS: one ticket per page, nothing else) and the
// same tickets as a PDF.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../../../components/LocalizedLink';
import { useData } from '../../../../../components/useData';
import { formatEventTime } from '../../../../../features/events/format';
import type { Data } from './+data';
import './tickets.css';

export default function Page() {
  const { booking } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { event } = booking;
  const tickets = booking.tickets ?? [];
  const seatLabel = (ticket: (typeof tickets)[number]) => ticket.name ?? intl.formatMessage({ id: 'tickets.seat' }, { number: ticket.seat + 1 });

  return (
    <article className="tickets">
      <h1>
        <FormattedMessage id="tickets.title" />
      </h1>
      <div className="tickets__course">
        <p className="tickets__event">{event.title}</p>
        <ul className="tickets__dates">
          {event.sessions.map((session) => (
            <li key={session.startsAt}>{formatEventTime(intl, session, event.timeZone)}</li>
          ))}
        </ul>
        <p className="tickets__place">
          {event.venue.name}, {event.venue.address.street}, {event.venue.address.postalCode} {event.venue.address.locality}
        </p>
      </div>
      {tickets.length === 0 ? (
        <p>
          <FormattedMessage id="tickets.none" />
        </p>
      ) : (
        <>
          <p className="tickets__actions">
            <button type="button" className="button" onClick={() => window.print()}>
              <FormattedMessage id="tickets.print" />
            </button>
            <a className="button" href={localize(`/tickets/${encodeURIComponent(booking.id)}.pdf`)}>
              <FormattedMessage id="tickets.pdf" />
            </a>
          </p>
          <ol className="tickets__list">
            {tickets.map((ticket) => (
              <li key={ticket.seat} className="ticket">
                <h2 className="ticket__seat">{seatLabel(ticket)}</h2>
                <div
                  className="ticket__qr"
                  role="img"
                  aria-label={intl.formatMessage({ id: 'tickets.qr' }, { seat: seatLabel(ticket) })}
                  // The API's SVG of the qrcode package: paths only, no script; inline so that it needs no request.
                  dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
                />
                <p className="ticket__code">
                  <FormattedMessage id="tickets.code" /> <span className="ticket__short-code">{ticket.shortCode}</span>
                </p>
                <p className="ticket__hint">
                  <FormattedMessage id="tickets.showIt" />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
