import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import type { Evaluation } from '@/lib/insights/categorise/evaluate';

const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(0)}%` : '—');
const SPLITS = {
  time: 'Newest 20% held out (trained on the older 80%)',
  counterparty: 'A fifth of the counterparties held out whole',
} as const;

/** How good the suggestions are on your own categorised rows, beside two baselines. */
export function EvaluationTables({ evaluation }: { evaluation: Evaluation }) {
  if (evaluation.kind === 'not-enough')
    return <p>Accuracy is measured once at least 20 transactions have a category ({evaluation.labelled} so far).</p>;
  return (
    <div className="space-y-4">
      <p>
        Measured on {evaluation.labelled} transactions you categorised, on rows the categoriser did not learn from.
        Coverage is the share of rows given an answer.
      </p>
      {evaluation.splits.map((split) => (
        <div key={split.split} className="space-y-3">
          <StatementTable
            caption={`${SPLITS[split.split]}: ${split.train} to learn, ${split.test} to test`}
            columns={[{ header: 'Method' }, { header: 'Accuracy' }, { header: 'Macro-F1' }, { header: 'Coverage' }]}
            testId={`evaluation-${split.split}`}
          >
            {split.scores.map((score) => (
              <StatementRow key={score.name} header={score.name}>
                <StatementCell>{pct(score.accuracy)}</StatementCell>
                <StatementCell>{pct(score.macroF1)}</StatementCell>
                <StatementCell>{pct(score.coverage)}</StatementCell>
              </StatementRow>
            ))}
          </StatementTable>
          <StatementTable
            caption={`Accuracy against coverage as the confidence threshold rises (${split.split === 'time' ? 'time' : 'counterparty'} split)`}
            columns={[{ header: 'Threshold' }, { header: 'Accuracy' }, { header: 'Coverage' }]}
          >
            {split.curve.map((point) => (
              <StatementRow key={point.threshold} header={pct(point.threshold)}>
                <StatementCell>{pct(point.accuracy)}</StatementCell>
                <StatementCell>{pct(point.coverage)}</StatementCell>
              </StatementRow>
            ))}
          </StatementTable>
        </div>
      ))}
    </div>
  );
}
