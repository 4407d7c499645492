import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { StatusLine } from '@/components/ui/status-line';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { useDateSettings } from '@/lib/db/use-date-settings';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { CONFIDENCE_THRESHOLD } from '@/lib/insights/categorise/categoriser';
import { acceptSuggestion, addCategoryRule, rejectSuggestion } from '@/lib/insights/insight-store';
import type { InsightsResult, SuggestedRow } from '@/lib/insights/run-insights';
import { accuracySentence } from '../model/accuracy';
import { EvaluationTables } from './evaluation-tables';
import { RuleForm } from './rule-form';
import { SuggestionsTable } from './suggestions-table';

/** Suggested categories to accept or reject, rules, and how good the suggestions are on your data. */
export function CategorisationSection({ db, result }: { db: WorkspaceDb; result: InsightsResult }) {
  const dates = useDateSettings(db);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = async (row: SuggestedRow, accept: boolean) => {
    setBusy((current) => new Set(current).add(row.transactionId));
    setProblem(null);
    try {
      const save = accept ? acceptSuggestion : rejectSuggestion;
      await save(db, row);
      setMessage(`${accept ? 'Accepted' : 'Rejected'} “${row.category}” for ${row.counterpartyName}.`);
    } catch (error) {
      setProblem(
        error instanceof StaleRevisionError
          ? 'This transaction was changed elsewhere since the suggestion was made; the list has been refreshed.'
          : `The answer could not be saved: ${String(error)}`,
      );
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(row.transactionId);
        return next;
      });
    }
  };
  return (
    <div className="space-y-8">
      <Section
        title="Categories to confirm"
        description={`Your rules first, then the counterparty's usual category, then what was learned from your categorised transactions. Only income and expense accounts are suggested (never Accounts receivable or payable, Opening balances, Uncategorised or equity), and only at ${Math.round(CONFIDENCE_THRESHOLD * 100)}% confidence or more; a payment an invoice or bill posts needs none. Accept saves the category as an edit on Transactions would, and the ledger re-posts it.`}
      >
        <div className="space-y-3">
          <p className="text-sm" data-testid="categoriser-accuracy">
            {accuracySentence(result.evaluation)}
          </p>
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          <StatusLine message={message} />
          <SuggestionsTable
            suggestions={result.suggestions}
            uncategorised={result.uncategorised}
            busy={busy}
            onAccept={(row) => void answer(row, true)}
            onReject={(row) => void answer(row, false)}
            dates={dates}
          />
        </div>
      </Section>
      <Section title="Rules" description="A rule always wins over a learned guess.">
        <RuleForm
          onAdd={async (rule) => {
            await addCategoryRule(db, rule);
            setMessage(`Rule added: “${rule.category}”.`);
          }}
        />
      </Section>
      <Section
        title="How good are the suggestions?"
        description="Measured on your own data, beside two simple baselines."
      >
        <EvaluationTables evaluation={result.evaluation} />
      </Section>
    </div>
  );
}
