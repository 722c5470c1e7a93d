// What the Radar sections read of an alert: one field set that /app and /profile spread with @unmask, so that both
// pages hand the same shape to <RadarAlerts>.
import { graphql } from '../../graphql/generated';

/** An alert as its summary, its form and its latest matches show it. */
export const RadarAlertFields = graphql(`
  fragment RadarAlertFields on RadarAlert {
    id
    active
    crafts {
      slug
      name
    }
    place {
      label
      kind
      center {
        lat
        lng
      }
      radiusKm
    }
    weekdays
    startsFrom
    startsUntil
    maxPriceCents
    matches(first: 3) {
      id
      reason
      at
      event {
        slug
        title
      }
    }
  }
`);
