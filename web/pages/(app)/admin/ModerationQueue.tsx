// /admin's moderation queue: events in review, venue changes and claims, each with approve or reject (a rejection
// carries a reason the author reads).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors, FormField } from '../../../components/FormFields';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { Paragraphs } from '../../../components/Paragraphs';
import { EventTime } from '../../../features/events/EventTime';
import { AdminSection, Empty, useFormatDateTime, usePostUrl, type Loaded } from './admin-parts';
import { adminFormName, type AdminFormKind } from './forms';

export function ModerationQueue({ queue }: { queue: Loaded<'queue'>['queue'] }) {
  const date = useFormatDateTime();
  return (
    <>
      <QueueSection id="queue-events" heading="admin.queue.events" count={queue.events.length}>
        {queue.events.map((event) => (
          <li key={event.slug} className="admin-item">
            <h3>{event.title}</h3>
            <p>
              <EventTime event={event} /> · {event.venue.name} · {event.crafts.map((craft) => craft.name).join(', ')}
            </p>
            {event.organiser ? (
              <p>
                <FormattedMessage id="admin.queue.organiser" values={{ name: event.organiser.name }} />
              </p>
            ) : null}
            <details>
              <summary>
                <FormattedMessage id="admin.queue.description" />
              </summary>
              <Paragraphs text={event.description} />
            </details>
            <p>
              <LocalizedLink href={`/profile/event/${event.slug}`}>
                <FormattedMessage id="admin.queue.openEvent" />
              </LocalizedLink>
            </p>
            <DecisionForm kind="event" id={event.slug} label={event.title} />
          </li>
        ))}
      </QueueSection>
      <QueueSection id="queue-changes" heading="admin.queue.venueChanges" count={queue.venueChanges.length}>
        {queue.venueChanges.map((change) => (
          <li key={change.venue.slug} className="admin-item">
            <h3>{change.venue.name}</h3>
            <p>
              <FormattedMessage id="admin.queue.by" values={{ name: change.author?.name ?? '–', date: date(change.updatedAt) }} />
            </p>
            <p>
              <LocalizedLink href={`/venue_preview?venue=${encodeURIComponent(change.venue.slug)}`}>
                <FormattedMessage id="admin.queue.preview" />
              </LocalizedLink>{' '}
              ·{' '}
              <LocalizedLink href={`/venues/${change.venue.slug}`}>
                <FormattedMessage id="admin.queue.live" />
              </LocalizedLink>
            </p>
            <DecisionForm kind="change" id={change.venue.slug} label={change.venue.name} />
          </li>
        ))}
      </QueueSection>
      <QueueSection id="queue-claims" heading="admin.queue.claims" count={queue.claims.length}>
        {queue.claims.map((claim) => (
          <li key={claim.id} className="admin-item">
            <h3>
              <LocalizedLink href={`/venues/${claim.venue.slug}`}>{claim.venue.name}</LocalizedLink>
            </h3>
            <p>
              <FormattedMessage id="admin.queue.by" values={{ name: claim.claimant?.name ?? '–', date: date(claim.createdAt) }} />
            </p>
            <blockquote>{claim.message}</blockquote>
            <DecisionForm kind="claim" id={claim.id} label={claim.venue.name} />
          </li>
        ))}
      </QueueSection>
    </>
  );
}

function QueueSection({ id, heading, count, children }: { id: string; heading: string; count: number; children: ReactNode }) {
  return (
    <AdminSection id={id} heading={heading} count={count}>
      {count === 0 ? <Empty message="admin.nothingWaiting" /> : <ul className="admin-items">{children}</ul>}
    </AdminSection>
  );
}

function DecisionForm({ kind, id, label }: { kind: AdminFormKind; id: string; label: string }) {
  const intl = useIntl();
  const form = adminFormName(kind, id);
  return (
    <form className="admin-decision" method="post" action={usePostUrl()} aria-label={label}>
      <FormName name={form} />
      <FormErrors form={form} fields={['note']} />
      <FormField form={form} name="note" label={intl.formatMessage({ id: 'admin.note' })} hint={intl.formatMessage({ id: 'admin.noteHint' })}>
        {(control, typed) => <textarea {...control} rows={2} maxLength={1000} defaultValue={typed as string | undefined} />}
      </FormField>
      <div className="inline-actions">
        <SubmitButton message="admin.approve" name="decision" value="APPROVE" />
        <SubmitButton message="admin.reject" className="button button--secondary" name="decision" value="REJECT" />
      </div>
    </form>
  );
}
