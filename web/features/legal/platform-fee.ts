// The platform's fee on organisers' paid seats as the terms state it: the figures the operator set (Query.platformFee,
// read by the page's +data, the same the organiser sees before publishing), written the way readers of the language
// expect them („5 %“ and „€ 0,50“ with their non-breaking spaces, "5%" and "€0.50").
import type { PlatformFee } from '../../../functions/src/domain/payouts';
import type { LegalLanguage } from './operator';

export type { PlatformFee };

const tags: Record<LegalLanguage, string> = { de: 'de-AT', en: 'en-GB' };

/** The fee's percentage and fixed part, each as one unbreakable piece of text. */
export function formatPlatformFee(fee: PlatformFee, language: LegalLanguage): { percent: string; fixed: string } {
  return {
    percent: new Intl.NumberFormat(tags[language], { style: 'percent', maximumFractionDigits: 2 }).format(fee.percent / 100),
    fixed: new Intl.NumberFormat(tags[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(fee.fixedCents / 100),
  };
}
