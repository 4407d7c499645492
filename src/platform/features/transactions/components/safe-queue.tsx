import { useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FileInput } from '@/components/ui/file-input';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { StatusLine } from '@/components/ui/status-line';
import { chainTransactionId, type TxStatus } from '@/lib/db/entities/chain-transaction';
import { readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { nativeAsset } from '@/lib/money/asset';
import { recordSettledPayments } from '@/lib/payments/safe-execution-record';
import { knownNetwork } from '@/lib/primitives/networks';
import { importSigningFile, settleProposals } from '@/lib/safe/proposal-store';
import { blockNumber } from '@/lib/chain/rpc-methods';
import { useAddressBook } from '@/lib/chain/use-address-book';
import { namedContracts } from '@/lib/contracts/contract-names';
import { safeQueue } from '@/lib/safe/queue';
import { isOwner, readSafe } from '@/lib/safe/read-safe';
import { useTreasurySafes } from '@/lib/safe/use-treasury-safes';
import { PaymentRequests } from './payment-requests';
import { SafeProposalCard } from './safe-proposal-card';

const FALLBACK_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** The proposals, their executions' status on Transactions, and the bills' numbers. */
async function readQueue(db: WorkspaceDb) {
  const [proposals, bills, deployments, tokens] = await Promise.all([
    readRecords(db, 'safeProposals'),
    readRecords(db, 'bills'),
    readRecords(db, 'contractDeployments'),
    readRecords(db, 'companyTokens'),
  ]);
  const ids = proposals.records.flatMap((p) => (p.execution ? [chainTransactionId(p.chainId, p.execution.hash)] : []));
  const rows = ids.length > 0 ? await db.chainTransactions.bulkGet(ids) : [];
  const txStatus = new Map<string, TxStatus>();
  for (const row of rows) if (row) txStatus.set(`${row.chainId}:${row.hash}`, row.status);
  return {
    proposals: proposals.records,
    txStatus,
    billNumbers: new Map(bills.records.map((bill) => [bill.id, bill.billNumber])),
    // A call to a company token (pause, unpause, mint) or a platform contract is named by what it is.
    contracts: namedContracts(deployments.records, tokens.records),
  };
}

/**
 * Transactions → Safe queue: every treasury Safe on the wallet's network with its proposals in nonce
 * order, each with its status; proposals whose nonce the Safe has passed are settled from the chain
 * (executed here or elsewhere, or replaced) whenever the Safes are read.
 */
export function SafeQueue({ db, account }: { db: WorkspaceDb; account: string }) {
  const { state, refresh } = useTreasurySafes(db);
  const data = useLiveQuery(() => readQueue(db), [db]);
  const book = useAddressBook(db, data.status === 'ready' ? data.data.contracts : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  useEffect(() => {
    if (state.status !== 'ready') return;
    let live = true;
    (async () => {
      for (const { safe } of state.safes) {
        const settled = await settleProposals(db, state.reader, safe, new Date());
        await recordSettledPayments(db, state.reader, settled, { now: new Date(), newId: () => crypto.randomUUID() });
      }
    })().then(
      () => live && setProblem(null),
      (error: unknown) =>
        live &&
        setProblem(`Could not check the Safes' executions: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [db, state]);

  const queues = useMemo(() => {
    if (state.status !== 'ready' || data.status !== 'ready') return [];
    return state.safes.map((entry) => ({
      ...entry,
      queue: safeQueue(data.data.proposals, entry.safe, (hash) =>
        data.data.txStatus.get(`${entry.safe.chainId}:${hash}`),
      ),
    }));
  }, [state, data]);

  const importFile = async (files: readonly File[]) => {
    const file = files[0];
    if (!file || state.status !== 'ready') return;
    const reader = state.reader;
    try {
      const result = await importSigningFile(
        db,
        await file.text(),
        async (_chainId, address) => {
          const read = await readSafe(reader, address);
          if (!read.ok) throw new Error(read.reason);
          return read.safe;
        },
        new Date(),
        { block: () => blockNumber(reader), newId: () => crypto.randomUUID() },
      );
      if (!('added' in result)) setImported({ tone: 'danger', text: result.refused });
      else
        setImported({
          tone: result.refused.length > 0 ? 'danger' : 'success',
          text: [
            result.added.length > 0
              ? `Added the signature of ${result.added.join(', ')}.`
              : 'No new signature in the file.',
            ...result.refused.map((entry) => `Refused${entry.owner ? ` ${entry.owner}` : ''}: ${entry.reason}`),
          ].join(' '),
        });
    } catch (error) {
      setImported({
        tone: 'danger',
        text: `The file was not read: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    refresh();
  };

  if (state.status === 'failed') return <Alert tone="danger">{state.message}</Alert>;
  if (state.status === 'loading' || data.status === 'loading') return <StatusLine message="Reading the Safes…" />;
  if (data.status === 'error')
    return <Alert tone="danger">The proposals could not be read: {String(data.error)}</Alert>;
  if (queues.length === 0)
    return (
      <EmptyState
        level={2}
        title="No Safe on this network"
        description="Add or create a Safe in Company → Wallets; bills paid from it are proposed here for its owners to sign."
      />
    );
  return (
    <div className="space-y-6">
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <FileInput
        label="Import a signing file"
        hint="A proposal's file from another owner: its signatures are checked and added; a proposal made in another workspace is taken in for you to sign."
        accept="application/json,.json"
        onFiles={(files) => void importFile(files)}
      />
      {imported ? <Alert tone={imported.tone}>{imported.text}</Alert> : null}
      {queues.map(({ wallet, safe, queue }) => (
        <Section
          key={safe.address}
          title={`Safe ${wallet.label}`}
          description={`${safe.address}: ${safe.threshold} of ${safe.owners.length} owners sign; next nonce ${safe.nonce}. ${isOwner(safe, account) ? 'You are an owner.' : 'The connected wallet is not an owner: it can execute a proposal that has its signatures, not sign.'}`}
        >
          <PaymentRequests db={db} account={account} reader={state.reader} safe={safe} onChanged={refresh} />
          {queue.length === 0 ? (
            <p className="text-sm text-muted">No proposal yet. Pay bills from this Safe on the Vendors page.</p>
          ) : (
            <div className="space-y-4">
              {queue.map(({ record, status }) => (
                <SafeProposalCard
                  key={record.id}
                  db={db}
                  account={account}
                  reader={state.reader}
                  safe={safe}
                  native={nativeAsset({
                    chainId: safe.chainId,
                    nativeCurrency: knownNetwork(safe.chainId)?.nativeCurrency ?? FALLBACK_CURRENCY,
                  })}
                  record={record}
                  status={status}
                  billNumbers={data.data.billNumbers}
                  book={book}
                  onChanged={refresh}
                />
              ))}
            </div>
          )}
        </Section>
      ))}
    </div>
  );
}
