import { Disclosure } from '@/components/ui/disclosure';
import type { Why } from '@/lib/insights/types';

/** The "why" of an insight: the rows and period it read, the method, and its numbers. */
export function WhyPanel({ why, summary = 'Why?' }: { why: Why; summary?: string }) {
  return (
    <Disclosure summary={summary}>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted">Inputs</dt>
        <dd className="break-words">{why.inputs}</dd>
        <dt className="font-medium text-muted">Period</dt>
        <dd>{why.period}</dd>
        <dt className="font-medium text-muted">Method</dt>
        <dd>{why.method}</dd>
        {why.numbers.map((number) => (
          <div key={number.label} className="contents">
            <dt className="font-medium text-muted">{number.label}</dt>
            <dd className="break-all tabular-nums">{number.value}</dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}
