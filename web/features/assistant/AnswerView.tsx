// One answer of the assistant: its notices, the prose with [[kind:slug]] references as links, a note for listings
// the model named that do not exist, and cards for the listings (dates, seats and prices from the store).
import { Fragment, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CARD_DATE_TIME, priceFormatOptions } from '../../../functions/src/domain/formats.js';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { formatDateTime } from '../../lib/i18n/clock';
import type { Answer, AnswerEvent } from './assistant-api';
import { SaveAnswerForm } from './SaveAnswerForm';

const REFERENCE = /\[\[(craft|event|venue|article):([\w-]+)\]\]/g;

/** The listing a reference names, as a link's text and path; null when the answer does not hold it. */
function listingOf(answer: Answer, kind: string, slug: string): { name: string; link: string } | null {
  if (kind === 'craft') return answer.crafts.find((craft) => craft.slug === slug) ?? null;
  if (kind === 'event') {
    const event = answer.events.find((found) => found.slug === slug);
    return event ? { name: event.title, link: event.link } : null;
  }
  if (kind === 'venue') return answer.venues.find((venue) => venue.slug === slug) ?? null;
  const article = answer.articles.find((found) => found.slug === slug);
  return article ? { name: article.title, link: article.link } : null;
}

/** The prose in paragraphs, each reference a link to its listing's page. */
export function AnswerText({ answer }: { answer: Answer }) {
  const localize = useLocalizedUrl();
  return (
    <>
      {answer.text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => {
          const parts: ReactNode[] = [];
          let at = 0;
          for (const match of paragraph.matchAll(REFERENCE)) {
            parts.push(paragraph.slice(at, match.index));
            const listing = listingOf(answer, match[1]!, match[2]!);
            parts.push(listing ? <a key={match.index} href={localize(listing.link)}>{listing.name}</a> : match[2]);
            at = match.index + match[0].length;
          }
          parts.push(paragraph.slice(at));
          return <p key={index}>{parts.map((part, key) => <Fragment key={key}>{part}</Fragment>)}</p>;
        })}
    </>
  );
}

function EventCard({ event }: { event: AnswerEvent }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const first = event.sessions[0];
  return (
    <li className="assistant__card">
      <a href={localize(event.link)}>{event.title}</a>
      <span>{event.venue.name}</span>
      {/* The date and price as every course card of the site shows them. */}
      {first ? (
        <time dateTime={first.startsAt}>{formatDateTime(intl, first.startsAt, { ...CARD_DATE_TIME, timeZone: event.timeZone })}</time>
      ) : null}
      <span>
        {event.seatsLeft === null ? (
          <FormattedMessage id="assistant.card.dropIn" />
        ) : (
          <FormattedMessage id="assistant.card.seats" values={{ count: event.seatsLeft }} />
        )}
      </span>
      <span>
        {event.price.amountCents === 0 ? (
          <FormattedMessage id="assistant.card.free" />
        ) : (
          intl.formatNumber(event.price.amountCents / 100, priceFormatOptions(event.price))
        )}
      </span>
    </li>
  );
}

/**
 * `save`: on an assistant page, the form to save the answer (posting to `path`; `posted` is the page's form post
 * result, if any); absent where the answer is shown saved already (/app). `level`: the rank of the answer's section
 * headings (2 on the assistant's pages; deeper where the answer sits below headings of its own, as on /app).
 */
export function AnswerView({ answer, save, level = 2 }: { answer: Answer; save?: { path: string; posted?: unknown }; level?: 2 | 3 | 4 }) {
  const localize = useLocalizedUrl();
  const Heading = `h${level}` as const;
  const Subheading = `h${level + 1}` as 'h3' | 'h4' | 'h5';
  // Ids of their own: /app shows several answers on one page.
  const id = useId();
  const view = (
    <article className="assistant__result">
      {answer.notices.map((notice) => (
        <p key={notice} className="assistant__notice" role="note">
          <FormattedMessage id={`assistant.notice.${notice}`} />
        </p>
      ))}
      <AnswerText answer={answer} />
      {answer.dropped.length > 0 ? (
        <p className="assistant__notice">
          <FormattedMessage id="assistant.dropped" values={{ count: answer.dropped.length }} />
        </p>
      ) : null}
      {answer.crafts.map((craft) => (
        <section key={craft.slug} className="assistant__craft" aria-labelledby={`${id}-craft-${craft.slug}`}>
          <Heading id={`${id}-craft-${craft.slug}`}>
            <a href={localize(craft.link)}>{craft.name}</a>
          </Heading>
          {craft.summary ? <p>{craft.summary}</p> : null}
          {craft.firstSteps.length > 0 ? (
            <>
              <Subheading>
                <FormattedMessage id="assistant.firstSteps" />
              </Subheading>
              <ol>
                {craft.firstSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : null}
          {craft.materials.length > 0 ? (
            <>
              <Subheading>
                <FormattedMessage id="assistant.materials" />
              </Subheading>
              <ul>
                {craft.materials.map((material) => (
                  <li key={material}>{material}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
      {answer.events.length > 0 ? (
        <section aria-labelledby={`${id}-events`}>
          <Heading id={`${id}-events`}>
            <FormattedMessage id="assistant.events" />
          </Heading>
          <ul className="assistant__cards">
            {answer.events.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </ul>
        </section>
      ) : null}
      {answer.venues.length > 0 ? (
        <section aria-labelledby={`${id}-venues`}>
          <Heading id={`${id}-venues`}>
            <FormattedMessage id="assistant.venues" />
          </Heading>
          <ul className="assistant__cards">
            {answer.venues.map((venue) => (
              <li key={venue.slug} className="assistant__card">
                <a href={localize(venue.link)}>{venue.name}</a>
                <span>
                  <FormattedMessage id={`assistant.role.${venue.role}`} />
                </span>
                <span>{venue.address}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer.articles.length > 0 ? (
        <section aria-labelledby={`${id}-articles`}>
          <Heading id={`${id}-articles`}>
            <FormattedMessage id="assistant.articles" />
          </Heading>
          <ul className="assistant__cards">
            {answer.articles.map((article) => (
              <li key={article.slug} className="assistant__card">
                <a href={localize(article.link)}>{article.title}</a>
                <span>{article.teaser}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
  // The save form follows the answer, outside it: it is about the answer, not part of it.
  return save ? (
    <>
      {view}
      <SaveAnswerForm answer={answer} path={save.path} posted={save.posted} />
    </>
  ) : (
    view
  );
}
