// What the Restplatz-Radar's live notice reads of a match, from the stream and from polling alike. The browser sends
// the generated documents (RadarNoticesStreamDocument, RadarNoticesPollDocument); see live-fields.ts.
import { graphql } from '../../graphql/generated';

/** A match as a notice names it. Read with getFragmentData. */
export const RadarNoticeFields = graphql(`
  fragment RadarNoticeFields on RadarMatch {
    id
    reason
    at
    event {
      slug
      title
      startsAt
      timeZone
    }
  }
`);

/** The viewer's notices: first the matches of the last day, then each new one. */
export const RadarNoticesSubscription = graphql(`
  subscription RadarNoticesStream {
    radarNotices {
      ...RadarNoticeFields
    }
  }
`);

/** The same without a stream: the latest matches of every alert. */
export const RadarNoticesPollQuery = graphql(`
  query RadarNoticesPoll {
    myRadarAlerts {
      matches(first: 20) {
        ...RadarNoticeFields
      }
    }
  }
`);
