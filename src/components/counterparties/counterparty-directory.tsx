// The directory of clients (or vendors): list, add, edit, remove, CSV import with preview and CSV
// export. A live view of the workspace's counterparties; shared by the Client and Vendors pages.
import { useState } from 'react';
import { counterpartiesToCsv } from '@/lib/counterparties/counterparty-csv';
import {
  emptyCounterparty,
  importCounterparties,
  removeCounterparty,
  saveCounterparty,
  type CounterpartyInput,
} from '@/lib/counterparties/counterparty-store';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { networkName } from '@/lib/primitives/networks';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { CounterpartyForm } from './counterparty-form';
import { CounterpartyImport } from './counterparty-import';

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

  async function save(input: CounterpartyInput) {
    const existing = editing === 'new' ? null : editing;
    await saveCounterparty(db, input, existing, nowIso());
    setEditing(null);
    setMessage(`${input.name} saved`);
  }

  return (
    <section aria-label={role === 'client' ? 'Clients' : 'Vendors'} className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing('new')}>Add {noun}</Button>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button
          variant="secondary"
          disabled={shown.length === 0}
          onClick={() => downloadText(counterpartiesToCsv(shown), `${noun}s.csv`, 'text/csv')}
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
        <CounterpartyImport
          role={role}
          onClose={() => setImporting(false)}
          onImport={async (inputs) => {
            await importCounterparties(db, inputs, nowIso());
            setMessage(`${inputs.length} imported`);
          }}
        />
      ) : null}
      {editing ? (
        <CounterpartyForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? emptyCounterparty(role) : editing}
          existing={editing === 'new' ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No {noun}s yet.</p>
      ) : (
        <ScrollRegion label={role === 'client' ? 'Clients table' : 'Vendors table'}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1">Name</th>
                <th>E-mail</th>
                <th>Terms</th>
                <th>Wallets</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1">{c.name}</td>
                  <td>{c.email}</td>
                  <td>net {c.paymentTermsDays}</td>
                  <td className="font-mono text-xs">
                    {c.wallets.map((w) => (
                      <div key={`${w.chainId}:${w.address}`}>
                        {w.address}{' '}
                        <span className="font-sans text-slate-600 dark:text-slate-400">({networkName(w.chainId)})</span>
                      </div>
                    ))}
                  </td>
                  <td className="space-x-1 text-right">
                    <Button variant="ghost" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove ${c.name}`}
                      onClick={async () => {
                        try {
                          await removeCounterparty(db, c);
                          setMessage(`${c.name} removed`);
                        } catch (e) {
                          setMessage(e instanceof Error ? e.message : String(e));
                        }
                      }}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
