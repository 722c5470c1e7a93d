// /admin's contact messages: what visitors sent through /contact, newest first; an editor marks each handled.
import { FormattedMessage } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { AdminSection, Empty, Pager, useFormatDateTime, usePostUrl, type Loaded } from './admin-parts';
import { adminFormName } from './forms';

export function ContactMessages({ data }: { data: Loaded<'messages'> }) {
  const date = useFormatDateTime();
  const postUrl = usePostUrl();
  const { messages, totalCount } = data.messages;
  return (
    <AdminSection id="admin-messages" heading="admin.messages.heading" count={totalCount}>
      {messages.length === 0 ? (
        <Empty message="admin.messages.none" />
      ) : (
        <ul className="admin-items">
          {messages.map((message) => (
            <li key={message.id} className={message.handled ? 'admin-item admin-item--done' : 'admin-item'}>
              <h3>{message.subject}</h3>
              <p>
                {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a> · {date(message.createdAt)}
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
                  <SubmitButton message="admin.messages.markHandled" className="button button--secondary" />
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager tab="messages" offset={data.offset} total={totalCount} />
    </AdminSection>
  );
}
