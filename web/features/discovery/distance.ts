// Distances in the visitor's language: „350 m“, „1,2 km“, „12 km“ (German) or "1.2 km" (English).
import type { IntlShape } from 'react-intl';

export function formatDistance(intl: Pick<IntlShape, 'formatNumber'>, km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  // Below a kilometre, metres rounded to tens read better than „0,3 km“; 0–9 m still shows as „10 m“ at most.
  if (km < 0.995) {
    return intl.formatNumber(Math.max(10, Math.round(km * 100) * 10), { style: 'unit', unit: 'meter', unitDisplay: 'short' });
  }
  return intl.formatNumber(km, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: km < 10 ? 1 : 0,
  });
}
