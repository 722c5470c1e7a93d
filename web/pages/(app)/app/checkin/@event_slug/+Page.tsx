// /app/checkin/<course>?session=<n>: the door on the organiser's phone. A code typed into the form is checked in by
// the page's form post (works without JavaScript); with JavaScript, the camera or a photo of a ticket checks it in
// through /graphql while the camera keeps running. The answer is shown big, in words; below, the session's seats
// with who is in. Other dates of a course and the participant list are a link away.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormState } from '../../../../../components/Form';
import { FormErrors, FormField } from '../../../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../../../components/LocalizedLink';
import { SectionFailure } from '../../../../../components/SectionFailure';
import { useData } from '../../../../../components/useData';
import { AttendanceList } from '../../../../../features/check-in/AttendanceList';
import type { AttendanceSeat, CheckInShown } from '../../../../../features/check-in/check-in-api';
import { checkInOverHttp } from '../../../../../features/check-in/check-in-client';
import { CheckInResult } from '../../../../../features/check-in/CheckInResult';
import { Scanner } from '../../../../../features/check-in/Scanner';
import { checkInPath, participantsPath } from '../../../../../features/check-in/sessions';
import { formatDateTime } from '../../../../../lib/i18n/clock';
import type { Data } from './+data';
import '../../../../../features/check-in/check-in.css';

export default function Page() {
  const { event, session, seats: loaded, error } = useData<Data>();
  const intl = useIntl();
  const localized = useLocalizedUrl();
  const posted = useFormState()?.result as CheckInShown | undefined;
  const [shown, setShown] = useState<CheckInShown | null>(posted ?? null);
  const [seats, setSeats] = useState<readonly AttendanceSeat[]>(loaded);
  const dateOf = (index: number) => formatDateTime(intl, event.sessions[index]!.startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timeZone });

  const checkIn = async (code: string) => {
    const answer = await checkInOverHttp({ eventSlug: event.slug, session, code });
    setShown(answer);
    const seat = 'seat' in answer ? answer.seat : null;
    if (seat) setSeats((current) => current.map((each) => (each.bookingId === seat.bookingId && each.seat === seat.seat ? seat : each)));
  };

  const checkedIn = seats.filter((seat) => seat.checkedInAt).length;
  return (
    <div className="check-in">
      <h1>
        <FormattedMessage id="checkIn.heading" values={{ title: event.title }} />
      </h1>
      <p className="lead">{dateOf(session)}</p>
      {event.sessions.length > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'checkIn.sessions' })}>
          <ul className="check-in__sessions">
            {event.sessions.map((_, index) => (
              <li key={index}>
                <LocalizedLink href={checkInPath(event.slug, index)} aria-current={index === session ? 'page' : undefined}>
                  {dateOf(index)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {shown ? <CheckInResult shown={shown} timeZone={event.timeZone} /> : null}

      <form method="post" action={localized(checkInPath(event.slug, session))} className="check-in__form">
        <input type="hidden" name="session" value={session} />
        <FormErrors />
        <FormField name="code" label={<FormattedMessage id="checkIn.code" />} hint={<FormattedMessage id="checkIn.code.hint" />} autoComplete="off" autoCapitalize="characters" spellCheck={false} defaultValue="" />
        <button type="submit" className="button">
          <FormattedMessage id="checkIn.submit" />
        </button>
      </form>

      <Scanner onCode={(code) => void checkIn(code)} />

      <section aria-labelledby="check-in-seats">
        <h2 id="check-in-seats">
          <FormattedMessage id="checkIn.seats.heading" values={{ checkedIn, seats: seats.length }} />
        </h2>
        {error ? <SectionFailure error={error} /> : <AttendanceList seats={seats} timeZone={event.timeZone} />}
      </section>
      <p>
        <LocalizedLink href={participantsPath(event.slug)}>
          <FormattedMessage id="checkIn.toParticipants" />
        </LocalizedLink>
        {' · '}
        <LocalizedLink href={`/profile/event/${event.slug}`}>
          <FormattedMessage id="checkIn.toCourse" />
        </LocalizedLink>
      </p>
    </div>
  );
}
