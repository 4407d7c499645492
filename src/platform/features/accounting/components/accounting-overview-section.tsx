import { Amount } from '@/components/ui/amount';
import { Stat } from '@/components/ui/stat';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { closedPeriods } from '@/lib/ledger/period';
import { periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';
import { formatTotal } from '@/platform/features/accounting/model/format';
import type { Reports } from '@/platform/features/accounting/model/ledger-compute';

interface OverviewProps {
  readonly entries: readonly JournalEntry[];
  readonly accounts: readonly LedgerAccount[];
  readonly events: readonly PeriodEventRecord[];
  readonly reports: Reports | null;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly baseCurrency: string;
}

/** The books at a glance: trial balance totals, entries, drafts and the last closed period, each linking to its tab. */
export function OverviewSection({ entries, accounts, events, reports, infos, baseCurrency }: OverviewProps) {
  const posted = entries.filter((e) => e.status === 'posted').length;
  const held = entries.filter((e) => e.status === 'draft' && e.heldReason).length;
  const drafts = entries.filter((e) => e.status === 'draft').length;
  const closed = closedPeriods(periodEventsFromRows(events));
  const last = closed.reduce<(typeof closed)[number] | null>((a, p) => (a === null || p.to > a.to ? p : a), null);
  const trial = reports?.trial ?? null;
  const balanced = trial ? trial.totals.every((t) => t.debit === t.credit) : true;
  const totals =
    trial === null ? (
      'Building…'
    ) : trial.totals.length === 0 ? (
      'Nothing posted'
    ) : (
      <span className="flex flex-col">
        {trial.totals.map((t) => (
          <Amount
            key={t.commodity}
            units={t.debit}
            asset={t.decimals}
            symbol={infos.get(t.commodity)?.symbol ?? t.commodity}
          />
        ))}
      </span>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Stat
        label="Trial balance (total debits)"
        value={totals}
        comparison={
          trial === null
            ? ''
            : `${balanced ? 'Debits equal credits' : 'Debits and credits differ'}${baseCurrency ? `; valued ${formatTotal(trial.value.debit, baseCurrency, infos)}` : ''}`
        }
        link={{ to: '?tab=reports', label: 'Open the reports' }}
      />
      <Stat
        label="Posted entries"
        value={String(posted)}
        comparison={`${entries.length} in the journal, reversals included`}
        link={{ to: '?tab=journal', label: 'Open the journal' }}
      />
      <Stat
        label="Drafts"
        value={String(drafts)}
        comparison={held > 0 ? `${held} held until their period reopens` : 'None held by a closed period'}
        link={{ to: '?tab=journal', label: 'Review drafts in the journal' }}
      />
      <Stat
        label="Last period closed"
        value={last ? `${last.from} to ${last.to}` : 'None'}
        comparison={`${closed.length} closed ${closed.length === 1 ? 'period' : 'periods'}`}
        link={{ to: '?tab=periods', label: 'Close or reopen periods' }}
      />
      <Stat
        label="Accounts"
        value={String(accounts.filter((a) => !a.archived).length)}
        comparison={`${accounts.filter((a) => a.archived).length} archived`}
        link={{ to: '?tab=chart', label: 'Open the chart of accounts' }}
      />
    </div>
  );
}
