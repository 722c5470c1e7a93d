// Diagnostics: which build runs, whether the API answers (from the server and from this browser), store, language.
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { usePageContext } from '../../components/PageContext';
import { useData } from '../../components/useData';
import { localeTags } from '../../lib/i18n/locales';
import type { Data } from './+data';

type BrowserCheck = { state: 'checking' } | { state: 'ok'; ms: number } | { state: 'failed'; reason: string };

export default function Page() {
  const { diagnostics, apiError } = useData<Data>();
  const { locale } = usePageContext();
  const intl = useIntl();
  const [browser, setBrowser] = useState<BrowserCheck>({ state: 'checking' });

  useEffect(() => {
    const started = performance.now();
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ diagnostics { serverTime } }' }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { data?: { diagnostics?: unknown } };
        if (!response.ok || !body.data?.diagnostics) throw new Error(`HTTP ${response.status}`);
        setBrowser({ state: 'ok', ms: Math.round(performance.now() - started) });
      })
      .catch((error: unknown) => setBrowser({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }));
  }, []);

  const yes = intl.formatMessage({ id: 'test.yes' });
  const no = intl.formatMessage({ id: 'test.no' });
  return (
    <>
      <h1>
        <FormattedMessage id="test.heading" />
      </h1>
      <dl className="diagnostics">
        <dt>
          <FormattedMessage id="test.webBuild" />
        </dt>
        <dd>
          <code data-testid="web-build-id">{__BUILD_ID__}</code> (
          <FormattedDate value={__BUILD_TIME__} dateStyle="medium" timeStyle="medium" timeZone="UTC" /> UTC)
        </dd>
        <dt>
          <FormattedMessage id="test.serverBuild" />
        </dt>
        <dd>
          {diagnostics ? (
            <>
              <code data-testid="server-build-id">{diagnostics.buildId}</code> (
              <FormattedDate value={diagnostics.builtAt} dateStyle="medium" timeStyle="medium" timeZone="UTC" /> UTC)
            </>
          ) : (
            '–'
          )}
        </dd>
        <dt>
          <FormattedMessage id="test.apiFromServer" />
        </dt>
        <dd data-testid="api-server">{diagnostics ? yes : `${no} (${apiError})`}</dd>
        <dt>
          <FormattedMessage id="test.apiFromBrowser" />
        </dt>
        <dd data-testid="api-browser">
          {browser.state === 'checking' ? (
            <FormattedMessage id="test.checking" />
          ) : browser.state === 'ok' ? (
            `${yes} (${browser.ms} ms)`
          ) : (
            `${no} (${browser.reason})`
          )}
        </dd>
        <dt>
          <FormattedMessage id="test.storeAdapter" />
        </dt>
        <dd data-testid="store-adapter">{diagnostics?.storeAdapter ?? '–'}</dd>
        <dt>
          <FormattedMessage id="test.storeReachable" />
        </dt>
        <dd>{diagnostics ? (diagnostics.storeReachable ? yes : no) : '–'}</dd>
        <dt>
          <FormattedMessage id="test.storeWritable" />
        </dt>
        <dd data-testid="store-writable">{diagnostics ? (diagnostics.storeWritable ? yes : no) : '–'}</dd>
        <dt>
          <FormattedMessage id="test.language" />
        </dt>
        <dd data-testid="language">
          {locale} ({localeTags[locale]})
        </dd>
      </dl>
    </>
  );
}
