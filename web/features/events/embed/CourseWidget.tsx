// The course widget, as organisers and venues frame it on their own websites (decision 053): their upcoming courses a
// person can still join, each with its date and time, price and seats, and a link that opens the course on the site
// in a new tab, where booking continues (the site's own cookies and forms work there, not in another site's frame).
// The page ships no JavaScript: everything here is server-rendered HTML, and the links are plain links.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { CARD_DATE_TIME } from '../../../../functions/src/domain/formats.js';
import { formatDateTime } from '../../../lib/i18n/clock';
import { formatPrice } from '../format';
import type { CourseWidgetData } from './embed-data';
import { widgetHeading } from './widget-names';
import './embed.css';

/** A new tab of the site: the host page stays open behind it, and no sandbox of the frame blocks a _top navigation. */
const toSite = { target: '_blank', rel: 'noopener' } as const;

export function CourseWidget({ data }: { data: CourseWidgetData }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const { owner, courses } = data;
  const site = intl.formatMessage({ id: 'site.name' });
  const allHref = localize(owner.kind === 'venue' ? `/venues/${owner.slug}` : '/events');
  const heading = widgetHeading(intl, owner);
  return (
    <main className="course-widget">
      <h1 className="course-widget__heading">{heading}</h1>
      {!data.found || courses.length === 0 ? (
        <p className="course-widget__empty">
          <FormattedMessage id={data.found ? 'embed.empty' : 'embed.unknown'} />{' '}
          <a href={localize('/events')} {...toSite}>
            <FormattedMessage id="embed.discover" values={{ site }} />
          </a>
        </p>
      ) : (
        <ol className="course-widget__list">
          {courses.map((course) => {
            const href = localize(`/events/${course.slug}`);
            const when = formatDateTime(intl, course.startsAt, { ...CARD_DATE_TIME, timeZone: course.timeZone });
            const dates = course.sessions.length;
            // Only what the site would book now: its booking window open and a seat free (else the page says why).
            const bookable = course.bookingOpen && course.seatsLeft > 0;
            return (
              <li key={course.slug} className="course-widget__course">
                <p className="course-widget__when">
                  <time dateTime={course.startsAt}>{dates > 1 ? intl.formatMessage({ id: 'event.from' }, { when }) : when}</time>
                  {dates > 1 ? (
                    <>
                      {' · '}
                      <FormattedMessage id="event.sessionCount" values={{ count: dates }} />
                    </>
                  ) : null}
                </p>
                <h2 className="course-widget__title">
                  <a href={href} {...toSite}>
                    {course.title}
                  </a>
                </h2>
                <p className="course-widget__meta">
                  {owner.kind === 'organiser' ? `${course.venue.name} · ` : null}
                  {formatPrice(intl, course.price)}
                  {' · '}
                  {course.registration === 'DROP_IN' ? (
                    <FormattedMessage id="event.dropInShort" />
                  ) : (
                    <FormattedMessage id="event.seatsLeft" values={{ count: course.seatsLeft }} />
                  )}
                </p>
                <a
                  className={bookable ? 'course-widget__action course-widget__action--book' : 'course-widget__action'}
                  href={href}
                  aria-label={intl.formatMessage({ id: bookable ? 'embed.bookLabel' : 'embed.detailsLabel' }, { title: course.title })}
                  {...toSite}
                >
                  <FormattedMessage id={bookable ? 'embed.book' : 'embed.details'} />
                </a>
              </li>
            );
          })}
        </ol>
      )}
      <p className="course-widget__more">
        <a href={allHref} {...toSite}>
          <FormattedMessage id={owner.kind === 'venue' ? 'embed.allAtVenue' : 'embed.allCourses'} values={{ site }} />
        </a>
      </p>
    </main>
  );
}
