// /admin's users: every account with its role (admins change it, not their own) and whether the person publishes
// events without review (trusted organiser).
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeadings } from '../../../components/ColumnHeadings';
import { FormName, SubmitButton, useFormState } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { usePageContext } from '../../../components/PageContext';
import { hasRole } from '../../../features/auth/viewer';
import { AdminSection, Pager, usePostUrl, type Loaded } from './admin-parts';
import { adminFormName } from './forms';

const siteRoles = ['USER', 'EDITOR', 'ADMIN'] as const;

export function UsersAndRoles({ data }: { data: Loaded<'users'> }) {
  const { viewer } = usePageContext();
  const intl = useIntl();
  const postUrl = usePostUrl();
  const isAdmin = hasRole(viewer, 'ADMIN');
  const state = useFormState();
  const { users, totalCount } = data.users;
  return (
    <AdminSection id="admin-users" heading="admin.users.heading" count={totalCount}>
      {state?.code ? <FormErrors form={state.form} fields={[]} /> : null}
      <table className="data-table">
        <ColumnHeadings messages={['admin.users.name', 'admin.users.role', 'admin.users.trusted']} />
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
                    <SubmitButton message="admin.users.setRole" className="button button--secondary" />
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
    </AdminSection>
  );
}
