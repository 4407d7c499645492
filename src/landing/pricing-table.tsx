import { useState } from 'react';
import { YEARLY_SAVING_LABEL } from '@/config/product';
import { withBase } from '@/config/paths';
import {
  DEFAULT_BILLING_PERIOD,
  PRICING_PLANS,
  formatUsd,
  yearlyTotal,
  type BillingPeriod,
  type PricingPlan,
} from './pricing-plans';
import { useHydrated } from './use-hydrated';

const PERIOD_OPTION =
  'relative flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-muted ' +
  'has-checked:bg-surface has-checked:text-fg has-checked:shadow ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:opacity-75';

// The real radio covers its whole option, transparent: clicks, touch and assistive technology
// all reach the native control, which also gives the group its arrow-key behaviour.
const PERIOD_INPUT =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-default';

/**
 * The pricing plans with a Monthly / Yearly toggle (yearly by default). The server render shows
 * the yearly prices, so the page reads completely without JavaScript; the toggle stays disabled
 * until the island has hydrated.
 */
export function PricingTable() {
  const hydrated = useHydrated();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);

  return (
    <div>
      <div className="flex flex-col items-center gap-3">
        <fieldset disabled={!hydrated}>
          <legend className="sr-only">Billing period</legend>
          <div className="inline-flex rounded-full bg-surface-muted p-1">
            <label className={PERIOD_OPTION}>
              <input
                type="radio"
                name="billing-period"
                value="monthly"
                checked={period === 'monthly'}
                onChange={() => setPeriod('monthly')}
                className={PERIOD_INPUT}
              />
              Monthly
            </label>
            <label className={PERIOD_OPTION}>
              <input
                type="radio"
                name="billing-period"
                value="yearly"
                checked={period === 'yearly'}
                onChange={() => setPeriod('yearly')}
                className={PERIOD_INPUT}
              />
              Yearly{' '}
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                {YEARLY_SAVING_LABEL}
              </span>
            </label>
          </div>
        </fieldset>
        <p aria-live="polite" className="text-sm text-muted ">
          Prices in US dollars per month, billed {period}.
        </p>
      </div>
      <ul role="list" className="mt-10 grid gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} />
        ))}
      </ul>
    </div>
  );
}

function PlanCard({ plan, period }: { plan: PricingPlan; period: BillingPeriod }) {
  const price = plan.monthlyPrice?.[period] ?? null;
  const note =
    price === null
      ? 'Priced for your volume and integrations'
      : period === 'yearly'
        ? `Billed yearly: ${formatUsd(yearlyTotal(price))} per year`
        : 'Billed monthly';

  return (
    <li
      data-plan={plan.id}
      className={`flex flex-col rounded-2xl border bg-surface p-6 ${
        plan.popular ? 'border-primary shadow-lg ring-1 ring-primary' : 'border-border'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-fg ">{plan.name}</h3>
        {plan.popular && (
          <p className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">Most popular</p>
        )}
      </div>
      <p className="mt-2 text-sm text-muted ">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1 text-fg ">
        {price === null ? (
          <span className="text-4xl font-bold tracking-tight">Custom</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight">{formatUsd(price)}</span>
            <span aria-hidden="true" className="text-sm font-medium text-muted ">
              /month
            </span>
            <span className="sr-only"> per month</span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-muted ">{note}</p>
      <a
        href={withBase(plan.cta.href)}
        className={`mt-6 rounded-lg px-4 py-2.5 text-center text-sm font-semibold ${
          plan.popular
            ? 'bg-primary text-primary-fg hover:bg-primary-hover'
            : 'border border-border-strong text-fg hover:bg-surface-muted'
        }`}
      >
        {plan.cta.label}
      </a>
      <ul role="list" className="mt-6 space-y-3 text-sm text-muted ">
        {plan.inclusions.map((item) => (
          <li key={item} className="flex gap-3">
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
              className="mt-0.5 size-4 shrink-0 text-link"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 10.5l4 4 8-9" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </li>
  );
}
