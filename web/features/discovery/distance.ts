// Distances in the visitor's language: „350 m“, „1,2 km“, „12 km“ (German) or "1.2 km" (English), the number and
// its unit joined by a non-breaking space (Intl puts a plain one there, which lets a line break split them).
import type { IntlShape } from 'react-intl';

export function formatDistance(intl: Pick<IntlShape, 'formatNumber'>, km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  // Below a kilometre, metres rounded to tens read better than „0,3 km“; 0–9 m still shows as „10 m“ at most.
  const text =
    km < 0.995
      ? intl.formatNumber(Math.max(10, Math.round(km * 100) * 10), { style: 'unit', unit: 'meter', unitDisplay: 'short' })
      : intl.formatNumber(km, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: km < 10 ? 1 : 0 });
  return text.replace(/\s/gu, '\u00a0');
}
