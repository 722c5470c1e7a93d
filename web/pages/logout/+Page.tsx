// /logout: the route of the sign-out action (+action.ts), which the header's button posts to. Opened directly, it
// offers the same button, or says that nobody is signed in.
import { FormattedMessage } from 'react-intl';
import { SubmitButton } from '../../components/Form';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { TextWithLink } from '../../components/TextWithLink';

export default function Page() {
  const { viewer } = usePageContext();
  const localize = useLocalizedUrl();
  return (
    <>
      <h1>
        <FormattedMessage id="nav.signOut" />
      </h1>
      {viewer ? (
        <form method="post" action={localize('/logout')}>
          <p>
            <FormattedMessage id="nav.accountOf" values={{ name: viewer.name }} />
          </p>
          <SubmitButton message="nav.signOut" />
        </form>
      ) : (
        <TextWithLink text="form.done.signedOut" href="/login" link="nav.signIn" />
      )}
    </>
  );
}
