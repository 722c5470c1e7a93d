// /admin: the editors' desk in four sections (?tab=): the moderation queue (events in review, venue changes,
// claims; approve, or reject with a reason the author reads), users and roles, contact messages, and the log of
// every moderation step. Each step is its own small form posting to this page.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrors, FormField, FormName, useFormState } from '../../components/Form';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import { EventTime } from '../../features/events/EventTime';
import { hasRole } from '../../features/auth/viewer';
import type { Data } from './+data';
import { adminFormName, type AdminFormKind } from './forms';
import { adminPageSize, adminTabs, type AdminTab } from './tabs';
import '../../features/contributions/contribution-form.css';
import './admin.css';

type Loaded<Kind extends Data['kind']> = Extract<Data, { kind: Kind }>;

export default function Page() {
  const data = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  return (
    <>
      <h1>
        <FormattedMessage id="admin.heading" />
      </h1>
      <nav className="admin-tabs" aria-label={intl.formatMessage({ id: 'admin.sections' })}>
        <ul>
          {adminTabs.map((tab) => (
            <li key={tab}>
              <a href={localize(tab === 'queue' ? '/admin' : `/admin?tab=${tab}`)} aria-current={tab === data.tab ? 'page' : undefined}>
                <FormattedMessage id={`admin.tab.${tab}`} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.kind === 'error' ? (
        <SectionFailure error={data.error} />
      ) : data.kind === 'queue' ? (
        <Queue queue={data.queue} />
      ) : data.kind === 'users' ? (
        <Users data={data} />
      ) : data.kind === 'messages' ? (
        <Messages data={data} />
      ) : (
        <Log data={data} />
      )}
    </>
  );
}

/** The URL this page posts to: the current section and page, so a rejected form comes back where it was. */
function usePostUrl(): string {
  const { urlParsed } = usePageContext();
  const localize = useLocalizedUrl();
  const { tab, page } = urlParsed.search;
  const query = new URLSearchParams({ ...(tab ? { tab } : {}), ...(page ? { page } : {}) }).toString();
  return localize(`/admin${query ? `?${query}` : ''}`);
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
        <button className="button" type="submit" name="decision" value="APPROVE">
          <FormattedMessage id="admin.approve" />
        </button>
        <button className="button button--secondary" type="submit" name="decision" value="REJECT">
          <FormattedMessage id="admin.reject" />
        </button>
      </div>
    </form>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} values={{ count }} />
      </h2>
      {count === 0 ? (
        <p className="empty">
          <FormattedMessage id="admin.nothingWaiting" />
        </p>
      ) : (
        <ul className="admin-items">{children}</ul>
      )}
    </section>
  );
}

function Queue({ queue }: { queue: Loaded<'queue'>['queue'] }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' });
  return (
    <>
      <Section id="queue-events" title="admin.queue.events" count={queue.events.length}>
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
              {event.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </details>
            <p>
              <LocalizedLink href={`/profile/event/${event.slug}`}>
                <FormattedMessage id="admin.queue.openEvent" />
              </LocalizedLink>
            </p>
            <DecisionForm kind="event" id={event.slug} label={event.title} />
          </li>
        ))}
      </Section>
      <Section id="queue-changes" title="admin.queue.venueChanges" count={queue.venueChanges.length}>
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
      </Section>
      <Section id="queue-claims" title="admin.queue.claims" count={queue.claims.length}>
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
      </Section>
    </>
  );
}

/** Earlier and later pages of a long list (?page=N). */
function Pager({ tab, offset, total }: { tab: AdminTab; offset: number; total: number }) {
  const localize = useLocalizedUrl();
  const page = offset / adminPageSize + 1;
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  if (pages === 1) return null;
  const link = (to: number) => localize(`/admin?tab=${tab}&page=${to}`);
  return (
    <nav className="pagination">
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev">
          <FormattedMessage id="admin.previous" />
        </a>
      ) : null}
      <span>
        <FormattedMessage id="admin.pageOf" values={{ page, pages }} />
      </span>
      {page < pages ? (
        <a href={link(page + 1)} rel="next">
          <FormattedMessage id="admin.next" />
        </a>
      ) : null}
    </nav>
  );
}

const siteRoles = ['USER', 'EDITOR', 'ADMIN'] as const;

function Users({ data }: { data: Loaded<'users'> }) {
  const { viewer } = usePageContext();
  const intl = useIntl();
  const postUrl = usePostUrl();
  const isAdmin = hasRole(viewer, 'ADMIN');
  const state = useFormState();
  const { users, totalCount } = data.users;
  return (
    <section className="section" aria-labelledby="admin-users">
      <h2 id="admin-users">
        <FormattedMessage id="admin.users.heading" values={{ count: totalCount }} />
      </h2>
      {state?.code ? <FormErrors form={state.form} fields={[]} /> : null}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.users.name" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.users.role" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.users.trusted" />
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid}>
              <td>
                {user.name}
                <br />
                <a href={`mailto:${user.email}`}>{user.email}</a>
              </td>
              <td>
                {isAdmin && user.uid !== viewer?.uid ? (
                  <form className="inline-actions" method="post" action={postUrl}>
                    <FormName name={adminFormName('role', user.uid)} />
                    <select name="role" defaultValue={user.role} aria-label={intl.formatMessage({ id: 'admin.users.roleOf' }, { name: user.name })}>
                      {siteRoles.map((role) => (
                        <option key={role} value={role}>
                          {intl.formatMessage({ id: `admin.role.${role}` })}
                        </option>
                      ))}
                    </select>
                    <button className="button button--secondary" type="submit">
                      <FormattedMessage id="admin.users.setRole" />
                    </button>
                  </form>
                ) : (
                  <FormattedMessage id={`admin.role.${user.role}`} />
                )}
              </td>
              <td>
                <form className="inline-actions" method="post" action={postUrl}>
                  <FormName name={adminFormName('trusted', user.uid)} />
                  <input type="hidden" name="trusted" value={user.trustedOrganiser ? 'false' : 'true'} />
                  <span>
                    <FormattedMessage id={user.trustedOrganiser ? 'admin.users.isTrusted' : 'admin.users.notTrusted'} />
                  </span>
                  <button className="button button--secondary" type="submit" aria-label={intl.formatMessage({ id: user.trustedOrganiser ? 'admin.users.untrustOf' : 'admin.users.trustOf' }, { name: user.name })}>
                    <FormattedMessage id={user.trustedOrganiser ? 'admin.users.untrust' : 'admin.users.trust'} />
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager tab="users" offset={data.offset} total={totalCount} />
    </section>
  );
}

function Messages({ data }: { data: Loaded<'messages'> }) {
  const intl = useIntl();
  const postUrl = usePostUrl();
  const { messages, totalCount } = data.messages;
  return (
    <section className="section" aria-labelledby="admin-messages">
      <h2 id="admin-messages">
        <FormattedMessage id="admin.messages.heading" values={{ count: totalCount }} />
      </h2>
      {messages.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="admin.messages.none" />
        </p>
      ) : (
        <ul className="admin-items">
          {messages.map((message) => (
            <li key={message.id} className={message.handled ? 'admin-item admin-item--done' : 'admin-item'}>
              <h3>{message.subject}</h3>
              <p>
                {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
                {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' })}
              </p>
              <blockquote className="admin-message">{message.message}</blockquote>
              {message.handled ? (
                <p>
                  <FormattedMessage id="admin.messages.handled" />
                </p>
              ) : (
                <form method="post" action={postUrl}>
                  <FormName name={adminFormName('handled', message.id)} />
                  <FormErrors form={adminFormName('handled', message.id)} fields={[]} />
                  <button className="button button--secondary" type="submit">
                    <FormattedMessage id="admin.messages.markHandled" />
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager tab="messages" offset={data.offset} total={totalCount} />
    </section>
  );
}

function Log({ data }: { data: Loaded<'log'> }) {
  const intl = useIntl();
  const { entries, totalCount } = data.log;
  const label = (id: string, fallback: string) => (id in intl.messages ? intl.formatMessage({ id }) : fallback);
  return (
    <section className="section" aria-labelledby="admin-log">
      <h2 id="admin-log">
        <FormattedMessage id="admin.log.heading" values={{ count: totalCount }} />
      </h2>
      {entries.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="admin.log.none" />
        </p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.log.when" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.log.who" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.log.what" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.log.note" />
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' })}</td>
                <td>{entry.actor?.name ?? '–'}</td>
                <td>
                  {label(`admin.log.action.${entry.action}`, entry.action)} · {label(`admin.log.subject.${entry.subject}`, entry.subject)}{' '}
                  <code>{entry.subjectId}</code>
                </td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager tab="log" offset={data.offset} total={totalCount} />
    </section>
  );
}
