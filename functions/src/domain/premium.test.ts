import { describe, expect, it } from 'vitest';
import { PREMIUM_BENEFITS, PREMIUM_PLANS, premiumBenefitMessage, premiumPlan, VAT_PERCENT, withVat } from './premium.js';

describe('Premium plans', () => {
  it('charge 24 € net a month, or ten months’ price for a year, each with 20 % USt on top', () => {
    expect(VAT_PERCENT).toBe(20);
    expect(premiumPlan('premium-monthly')).toMatchObject({ interval: 'month', months: 1, currency: 'EUR', netCents: 2400, vatCents: 480, grossCents: 2880 });
    expect(premiumPlan('premium-yearly')).toMatchObject({ interval: 'year', months: 12, currency: 'EUR', netCents: 24_000, vatCents: 4800, grossCents: 28_800 });
  });

  it('always add up: gross is net plus VAT, VAT is 20 % rounded to the cent', () => {
    for (const plan of PREMIUM_PLANS) {
      expect(plan.grossCents).toBe(plan.netCents + plan.vatCents);
      expect(plan.vatCents).toBe(Math.round(plan.netCents * 0.2));
    }
    expect(withVat(1999)).toEqual({ netCents: 1999, vatCents: 400, grossCents: 2399 });
  });

  it('know only their own ids', () => {
    expect(premiumPlan('premium-weekly')).toBeUndefined();
    expect(premiumPlan('')).toBeUndefined();
    expect(PREMIUM_PLANS.map((plan) => plan.id)).toEqual(['premium-monthly', 'premium-yearly']);
  });

  it('name what Premium adds by catalog keys', () => {
    expect(PREMIUM_BENEFITS.map(premiumBenefitMessage)).toEqual([
      'premium.benefit.featured',
      'premium.benefit.gallery',
      'premium.benefit.highlightedCourses',
      'premium.benefit.monthlyFigures',
    ]);
  });
});
