import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_PERIOD, PRICING_PLANS, formatUsd, yearlyTotal } from './pricing-plans';

const byId = (id: string) => PRICING_PLANS.find((plan) => plan.id === id);

describe('pricing plans', () => {
  it('defaults to yearly billing', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('yearly');
  });

  it('has the spec prices (USD per month)', () => {
    expect(PRICING_PLANS.map((plan) => plan.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(byId('starter')?.monthlyPrice).toEqual({ monthly: 99, yearly: 79 });
    expect(byId('professional')?.monthlyPrice).toEqual({ monthly: 299, yearly: 249 });
    expect(byId('enterprise')?.monthlyPrice).toBeNull();
  });

  it('marks only Professional as popular', () => {
    expect(PRICING_PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['professional']);
  });

  it('lists the spec inclusions, first letter capitalised', () => {
    expect(byId('starter')?.inclusions).toEqual([
      'Up to 100 transactions per month',
      'Basic analytics dashboard',
      'Email support',
      '2 user accounts',
    ]);
    expect(byId('professional')?.inclusions).toEqual([
      'Unlimited transactions',
      'Advanced analytics and AI insights',
      'Priority support',
      '10 user accounts',
      'API access',
    ]);
    expect(byId('enterprise')?.inclusions).toEqual([
      'Everything in Professional',
      'Dedicated account manager',
      'Custom integrations',
      'Unlimited users',
      'SLA guarantee',
    ]);
  });

  it('sends paid plans to /login and Enterprise to the contact form', () => {
    expect(byId('starter')?.cta.href).toBe('/login');
    expect(byId('professional')?.cta.href).toBe('/login');
    expect(byId('enterprise')?.cta).toEqual({ label: 'Contact sales', href: '#contact' });
  });
});

describe('formatUsd', () => {
  it('formats whole dollars without decimals', () => {
    expect(formatUsd(79)).toBe('$79');
    expect(formatUsd(299)).toBe('$299');
    expect(formatUsd(2988)).toBe('$2,988');
    expect(() => formatUsd(79.5)).toThrow('whole dollars');
  });
});

describe('yearlyTotal', () => {
  it('bills twelve months at the yearly rate', () => {
    expect(yearlyTotal(79)).toBe(948);
    expect(yearlyTotal(249)).toBe(2988);
  });
});
