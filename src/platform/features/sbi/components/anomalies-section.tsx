import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import type { Anomaly } from '@/lib/insights/anomalies';
import { formatDate, type DateFormatSettings } from '@/lib/primitives/date-format';
import { WhyPanel } from './why-panel';

const KIND_LABELS: Record<Anomaly['kind'], string> = {
  'look-alike-address': 'Look-alike address',
  'duplicate-payment': 'Duplicate payment',
  'bill-paid-twice': 'Bill paid twice',
  'unexpected-payer': 'Unexpected payer',
  'amount-outlier': 'Unusual amount',
  'new-address': 'New address',
};

interface AnomaliesProps {
  readonly anomalies: readonly Anomaly[];
  readonly dismissed: ReadonlySet<string>;
  readonly onDismiss: (id: string) => void;
  readonly onRestore: (id: string) => void;
  /** The company's date settings (useDateSettings). */
  readonly dates: DateFormatSettings;
}

/** The anomalies found, each with its reason and "why", dismissable; the dismissed ones on request. */
export function AnomaliesSection({ anomalies, dismissed, onDismiss, onRestore, dates }: AnomaliesProps) {
  const [showDismissed, setShowDismissed] = useState(false);
  const open = anomalies.filter((anomaly) => !dismissed.has(anomaly.id));
  const hidden = anomalies.filter((anomaly) => dismissed.has(anomaly.id));
  return (
    <Section
      title="Anomalies"
      description="Payments of the last 90 days checked for duplicates, look-alike and new addresses, unusual amounts, unexpected payers and bills paid twice."
      actions={
        hidden.length > 0 ? (
          <Button variant="secondary" onClick={() => setShowDismissed((shown) => !shown)}>
            {showDismissed ? 'Hide dismissed' : `Show dismissed (${hidden.length})`}
          </Button>
        ) : null
      }
    >
      {open.length === 0 ? (
        <EmptyState title="Nothing unusual" description="No open anomaly in the movements of the last 90 days." />
      ) : (
        <ul className="space-y-3" aria-label="Open anomalies">
          {open.map((anomaly) => (
            <AnomalyCard key={anomaly.id} anomaly={anomaly} action="Dismiss" onAction={onDismiss} dates={dates} />
          ))}
        </ul>
      )}
      {showDismissed && hidden.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Dismissed anomalies">
          {hidden.map((anomaly) => (
            <AnomalyCard key={anomaly.id} anomaly={anomaly} action="Restore" onAction={onRestore} dates={dates} />
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function AnomalyCard({
  anomaly,
  action,
  onAction,
  dates,
}: {
  anomaly: Anomaly;
  dates: DateFormatSettings;
  action: 'Dismiss' | 'Restore';
  onAction: (id: string) => void;
}) {
  return (
    <li data-testid="anomaly" data-kind={anomaly.kind}>
      <Card
        title={anomaly.title}
        level={3}
        actions={
          <Button variant="ghost" onClick={() => onAction(anomaly.id)} aria-label={`${action}: ${anomaly.title}`}>
            {action}
          </Button>
        }
      >
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone={anomaly.tone}>{KIND_LABELS[anomaly.kind]}</Badge>
            <span>{formatDate(anomaly.time, dates)}</span>
          </p>
          <p className="break-words">{anomaly.reason}</p>
          <WhyPanel why={anomaly.why} />
        </div>
      </Card>
    </li>
  );
}
