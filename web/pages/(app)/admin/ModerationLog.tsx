// /admin's log: every moderation step (who, what, on which item, with the note), newest first.
import { useIntl } from 'react-intl';
import { ColumnHeadings } from '../../../components/ColumnHeadings';
import { AdminSection, Empty, Pager, useFormatDateTime, type Loaded } from './admin-parts';

export function ModerationLog({ data }: { data: Loaded<'log'> }) {
  const intl = useIntl();
  const date = useFormatDateTime();
  const { entries, totalCount } = data.log;
  // Actions and subjects the catalogs do not know yet (a newer API) show as the API names them.
  const label = (id: string, fallback: string) => (id in intl.messages ? intl.formatMessage({ id }) : fallback);
  return (
    <AdminSection id="admin-log" heading="admin.log.heading" count={totalCount}>
      {entries.length === 0 ? (
        <Empty message="admin.log.none" />
      ) : (
        <table className="data-table">
          <ColumnHeadings messages={['admin.log.when', 'admin.log.who', 'admin.log.what', 'admin.log.note']} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{date(entry.at)}</td>
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
    </AdminSection>
  );
}
