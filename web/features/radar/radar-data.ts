// What a page that manages alerts (/app, /profile) hands to <RadarAlerts>, from a page query that spreads
// `myRadarAlerts { ...RadarAlertFields @unmask }` and asks for `crafts { slug name }`.
import type { RadarAlertFieldsFragment } from '../../graphql/generated/graphql';
import { missingBecause } from '../../lib/graphql/page-data';
import type { SectionError, SectionErrors } from '../../lib/graphql/section-errors';

export type RadarData = {
  /** The viewer's alerts, newest first; null when they could not be loaded (`error` says why). */
  alerts: RadarAlertFieldsFragment[] | null;
  error: SectionError | null;
  /** The crafts to choose from. */
  crafts: Array<{ slug: string; name: string }>;
};

export function radarData(
  result: { myRadarAlerts?: RadarAlertFieldsFragment[] | null; crafts?: Array<{ slug: string; name: string }> | null } | undefined,
  errors: SectionErrors,
): RadarData {
  const alerts = result?.myRadarAlerts ?? null;
  return { alerts, error: alerts ? null : missingBecause(errors, 'myRadarAlerts'), crafts: result?.crafts ?? [] };
}
