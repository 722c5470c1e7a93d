// One page for every error: status code, status message and message text, explained in the visitor's language,
// with ways back. The status message and the message text stay in English in every language ('Page not found:
// /path'), fixed strings that monitoring and bug reports can match; a German page marks them lang="en" and
// introduces the message in German.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { describeError } from './describe-error';

export default function Page() {
  const pageContext = usePageContext();
  const { statusCode, statusMessage, message, explanation } = describeError(pageContext);
  const storeDown = message === 'STORE_UNAVAILABLE';
  const english = pageContext.locale === 'en' ? undefined : 'en';
  return (
    <section className="error-page">
      <p className="error-page__code">
        <span data-testid="status-code">{statusCode}</span> ·{' '}
        {statusMessage === null ? (
          <span data-testid="status-message">
            <FormattedMessage id="error.forbiddenStatus" />
          </span>
        ) : (
          <span data-testid="status-message" lang={english}>
            {statusMessage}
          </span>
        )}
      </p>
      <h1>
        <FormattedMessage id={statusCode === 404 ? 'error.notFoundHeading' : statusCode === 403 ? 'error.forbiddenHeading' : 'error.serverHeading'} />
      </h1>
      <p className="lead">
        <FormattedMessage
          id={
            explanation ??
            (statusCode === 404
              ? 'error.notFoundText'
              : statusCode === 403
                ? 'error.forbiddenText'
                : storeDown
                  ? 'error.storeUnavailable'
                  : 'error.serverText')
          }
        />
      </p>
      {message && !storeDown ? (
        <p className="error-page__message">
          <FormattedMessage
            id="error.technicalMessage"
            values={{
              message: (
                <span data-testid="error-message" lang={english}>
                  {message}
                </span>
              ),
            }}
          />
        </p>
      ) : null}
      <ul className="error-page__ways">
        <li>
          <LocalizedLink href="/" className="button">
            <FormattedMessage id="error.home" />
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink href="/venues">
            <FormattedMessage id="error.venues" />
          </LocalizedLink>
        </li>
      </ul>
    </section>
  );
}
