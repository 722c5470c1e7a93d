// The Restplatz-Radar's live notice for a signed-in person on /eventslive and /app: follows the viewer's
// radarNotices stream, signed in with a stream ticket (polling /graphql when streams fail), and announces, politely,
// each match that arrives while the page is open, with a link to the course. Loaded by RadarNoticeSlot only for
// signed-in visitors.
import { print } from 'graphql';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { getFragmentData, type FragmentType } from '../../graphql/generated';
import { RadarNoticesPollDocument, RadarNoticesStreamDocument, type RadarNoticeFieldsFragment } from '../../graphql/generated/graphql';
import { formatDateTime } from '../../lib/i18n/clock';
import { followLive, queryOverHttp } from './live-client';
import { RadarNoticeFields } from './radar-notice-fields';
import { createNoticeFilter, noticeWindowMs } from './radar-notices';
import { streamTickets } from './stream-ticket';
import './radar-notices.css';

type Masked = FragmentType<typeof RadarNoticeFields>;

/** How many notices stay on screen; older ones give way. */
const shownNotices = 3;

export function RadarNotices() {
  const intl = useIntl();
  const [notices, setNotices] = useState<RadarNoticeFieldsFragment[]>([]);

  useEffect(() => {
    const news = createNoticeFilter<RadarNoticeFieldsFragment>();
    const unmask = (matches: readonly Masked[]) => matches.map((match) => getFragmentData(RadarNoticeFields, match));
    return followLive<{ radarNotices: Masked[] }>({
      query: print(RadarNoticesStreamDocument),
      variables: {},
      // The stream may be another origin than the page (PUBLIC_ENV__LIVE_URL), where the session cookie stays behind.
      ticket: streamTickets(),
      onMessage: ({ data }) => {
        const fresh = news(unmask(data.radarNotices));
        if (fresh.length > 0) setNotices((current) => [...fresh.reverse(), ...current].slice(0, shownNotices));
      },
      poll: async () => {
        const found = await queryOverHttp<{ myRadarAlerts: Array<{ matches: Masked[] }> | null }>(print(RadarNoticesPollDocument), {});
        if (!found?.myRadarAlerts) return null;
        // The stream's snapshot holds the last day's matches; a poll keeps to the same window.
        const since = Date.now() - noticeWindowMs;
        const matches = found.myRadarAlerts.flatMap((alert) => alert.matches);
        return { radarNotices: matches.filter((match) => Date.parse(getFragmentData(RadarNoticeFields, match).at) >= since) };
      },
    });
  }, []);

  const dismiss = (id: string) => setNotices((current) => current.filter((notice) => notice.id !== id));

  return (
    <div className="radar-notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.id} className="notice radar-notice">
          <FormattedMessage
            id={`radar.notice.${notice.reason}`}
            values={{
              title: <LocalizedLink href={`/events/${encodeURIComponent(notice.event.slug)}`}>{notice.event.title}</LocalizedLink>,
              time: formatDateTime(intl, notice.event.startsAt, {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
                timeZone: notice.event.timeZone,
              }),
            }}
          />{' '}
          <button type="button" className="link-button" onClick={() => dismiss(notice.id)}>
            <FormattedMessage id="radar.notice.dismiss" />
          </button>
        </p>
      ))}
    </div>
  );
}
