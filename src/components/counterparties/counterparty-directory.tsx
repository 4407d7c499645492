// The directory of clients (or vendors): list, add, edit, remove, CSV import with preview and CSV
// export. A live view of the workspace's counterparties; shared by the Client and Vendors pages.
import { useState, useSyncExternalStore } from 'react';
import {
  emptyCounterparty,
  importCounterparties,
  removeCounterparty,
  saveCounterparty,
  type CounterpartyInput,
} from '@/lib/counterparties/counterparty-store';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { useDateSettings } from '@/lib/db/use-date-settings';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { networkName } from '@/lib/primitives/networks';
import { getTeamStatus, subscribeTeamStatus } from '@/lib/team/team-status';
import { Button } from '@/components/ui/button';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { optionalLazy } from '@/components/ui/optional-lazy';
import { Table, type TableColumn } from '@/components/ui/table';
import { useRecordLink } from '@/components/navigation/use-record-link';
import { CounterpartyForm } from './counterparty-form';
import { CounterpartyImport } from './counterparty-import';

// The history only exists in the tab that runs a team workspace: its code loads there, not with the page.
// Not needed to edit the record: offline, the form still opens and saves without it.
const CounterpartyHistory = optionalLazy(() =>
  import('./counterparty-history').then((module) => module.CounterpartyHistory),
);

/** The record's concurrent edits while this tab runs the team workspace; nothing (and no code) otherwise. */
function TeamHistory({ id, db }: { id: string; db: WorkspaceDb }) {
  const dates = useDateSettings(db);
  const status = useSyncExternalStore(subscribeTeamStatus, getTeamStatus, getTeamStatus);
  if (status.kind !== 'running') return null;
  return <CounterpartyHistory id={id} dates={dates} />;
}

export interface CounterpartyDirectoryProps {
  readonly db: WorkspaceDb;
  readonly role: 'client' | 'vendor';
  /** All counterparties (live); the directory shows those with the role. */
  readonly counterparties: readonly Counterparty[];
}

const nowIso = () => new Date().toISOString();

/** The directory section. */
export function CounterpartyDirectory({ db, role, counterparties }: CounterpartyDirectoryProps) {
  const [editing, setEditing] = useState<Counterparty | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const shown = counterparties.filter((c) => (role === 'client' ? c.isClient : c.isVendor));
  const noun = role === 'client' ? 'client' : 'vendor';
  // `?client=<id>` / `?vendor=<id>` (the command palette's link) opens that counterparty's panel.
  useRecordLink(role, (id) => {
    const found = shown.find((c) => c.id === id);
    if (found) setEditing(found);
    else setMessage(`That ${noun} is not in this workspace`);
  });

  async function save(input: CounterpartyInput) {
    const existing = editing === 'new' ? null : editing;
    await saveCounterparty(db, input, existing, nowIso());
    setEditing(null);
    setMessage(`${input.name} saved`);
  }

  const columns: TableColumn<Counterparty>[] = [
    { id: 'name', header: 'Name', cell: (c) => c.name },
    { id: 'email', header: 'E-mail', cell: (c) => c.email },
    { id: 'terms', header: 'Terms', cell: (c) => `net ${c.paymentTermsDays}`, className: 'whitespace-nowrap' },
    {
      id: 'wallets',
      header: 'Wallets',
      cell: (c) =>
        c.wallets.map((w) => (
          <div key={`${w.chainId}:${w.address}`} className="whitespace-nowrap">
            <Address address={w.address} /> <span className="text-xs text-muted">({networkName(w.chainId)})</span>
          </div>
        )),
    },
  ];

  return (
    <div aria-label={role === 'client' ? 'Clients' : 'Vendors'} role="group" className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing('new')}>Add {noun}</Button>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button
          variant="secondary"
          disabled={shown.length === 0}
          // The CSV parser loads on the first export or import, not with the page.
          onClick={() =>
            void import('@/lib/counterparties/counterparty-csv').then(({ counterpartiesToCsv }) =>
              downloadText(counterpartiesToCsv(shown), `${noun}s.csv`, 'text/csv'),
            )
          }
        >
          Export CSV
        </Button>
      </div>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
      {importing ? (
        <Dialog title={`Import ${noun}s from CSV`} placement="side" onClose={() => setImporting(false)}>
          <CounterpartyImport
            role={role}
            onClose={() => setImporting(false)}
            onImport={async (inputs) => {
              await importCounterparties(db, inputs, nowIso());
              setMessage(`${inputs.length} imported`);
            }}
          />
        </Dialog>
      ) : null}
      {editing ? (
        <Dialog
          title={editing === 'new' ? `Add ${noun}` : `Edit ${editing.name}`}
          placement="side"
          onClose={() => setEditing(null)}
        >
          <CounterpartyForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? emptyCounterparty(role) : editing}
            existing={editing === 'new' ? null : editing}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
          {editing === 'new' ? null : <TeamHistory id={editing.id} db={db} />}
        </Dialog>
      ) : null}
      <Table
        label={role === 'client' ? 'Clients table' : 'Vendors table'}
        columns={columns}
        rows={shown}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        minWidth="36rem"
        empty={`No ${noun}s yet.`}
        rowActions={(c) => [
          { label: 'Edit', onSelect: () => setEditing(c) },
          {
            label: 'Remove',
            tone: 'danger',
            onSelect: () =>
              void removeCounterparty(db, c).then(
                () => setMessage(`${c.name} removed`),
                (e: unknown) => setMessage(e instanceof Error ? e.message : String(e)),
              ),
          },
        ]}
      />
    </div>
  );
}
