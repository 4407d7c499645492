/** The plans table, verbatim from the customer's spec (binding). Prices are USD per month. */
import { formatMoney } from '@/lib/money/format-money';

export type BillingPeriod = 'monthly' | 'yearly';

export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'yearly';

export interface PricingPlan {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  summary: string;
  /** USD per month for each billing period; null means a custom (quoted) price. */
  monthlyPrice: Readonly<Record<BillingPeriod, number>> | null;
  popular: boolean;
  inclusions: readonly string[];
  cta: { label: string; href: string };
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    summary: 'For small teams getting their finances on chain.',
    monthlyPrice: { monthly: 99, yearly: 79 },
    popular: false,
    inclusions: ['Up to 100 transactions per month', 'Basic analytics dashboard', 'Email support', '2 user accounts'],
    cta: { label: 'Start with Starter', href: '/login' },
  },
  {
    id: 'professional',
    name: 'Professional',
    summary: 'For growing companies that run payables and payouts every day.',
    monthlyPrice: { monthly: 299, yearly: 249 },
    popular: true,
    inclusions: [
      'Unlimited transactions',
      'Advanced analytics and AI insights',
      'Priority support',
      '10 user accounts',
      'API access',
    ],
    cta: { label: 'Start with Professional', href: '/login' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    summary: 'For organisations with their own integrations and service levels.',
    monthlyPrice: null,
    popular: false,
    inclusions: [
      'Everything in Professional',
      'Dedicated account manager',
      'Custom integrations',
      'Unlimited users',
      'SLA guarantee',
    ],
    cta: { label: 'Contact sales', href: '#contact' },
  },
];

/** A plan price in US dollars through lib/money's one formatter, whole dollars without cents: 2988 → "$2,988". */
export function formatUsd(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`A plan price is whole dollars: ${amount}`);
  return formatMoney(String(amount), 'USD', 'en-US', { minorDigits: 'unless-whole' });
}

/** What a yearly subscription is billed once a year: twelve months at the yearly rate. */
export function yearlyTotal(monthlyRate: number): number {
  return monthlyRate * 12;
}
