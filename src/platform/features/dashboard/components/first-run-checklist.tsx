import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import type { ChecklistStep } from '@/platform/features/dashboard/model/first-run';

/** The first steps of a new workspace, each ticked from the records and linking to where it is done. */
export function FirstRunChecklist({ steps }: { steps: readonly ChecklistStep[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Card title="Getting started">
      <p className="mb-3 text-sm text-muted">
        {done} of {steps.length} done.
      </p>
      <ol aria-label="Getting started" className="flex list-none flex-col gap-2 p-0">
        {steps.map((step) => (
          <li key={step.id} data-testid={`step-${step.id}`} data-done={step.done} className="flex items-center gap-2">
            <span aria-hidden="true" className={step.done ? 'text-success' : 'text-muted'}>
              {step.done ? '✓' : '○'}
            </span>
            <Link className="font-medium text-link underline" to={step.href}>
              {step.label}
            </Link>
            <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
