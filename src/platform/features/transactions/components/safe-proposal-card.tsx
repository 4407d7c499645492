import { useState } from 'react';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Disclosure } from '@/components/ui/disclosure';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { waitForReceipt } from '@/lib/chain/wait-for-receipt';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { knownCall } from '@/lib/primitives/known-calls';
import { deploymentWords } from '@/lib/payments/payment-policy-requests';
import { executePaymentProposal } from '@/lib/payments/safe-payments';
import { recordMinedExecution } from '@/lib/payments/safe-execution-record';
import { describeSafeTx } from '@/lib/safe/describe-tx';
import { isOpen, type QueueStatus } from '@/lib/safe/queue';
import { isOwner, type SafeState } from '@/lib/safe/read-safe';
import { proposeRejection, signProposal } from '@/lib/safe/safe-actions';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import { signingFileName, writeSigningFile } from '@/lib/safe/signing-file';
import { proposalOf } from '@/lib/safe/stored-proposal';
import { useRecordRefusals } from '@/lib/team/use-record-refusals';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { RefusedSignatures } from './refused-signatures';
import { SafeExecutionNote } from './safe-execution-note';

export interface SafeProposalCardProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly reader: ChainReader;
  readonly safe: SafeState;
  /** The network's own coin, for a call's value. */
  readonly native: Asset;
  readonly record: SafeProposalRecord;
  readonly status: QueueStatus;
  /** Bill id → its number, for what the proposal pays. */
  readonly billNumbers: ReadonlyMap<string, string>;
  /** The names the workspace gives addresses: each recipient is named where the company knows it. */
  readonly book: AddressBook;
  /** Reads the Safe again (its nonce) after an action. */
  readonly onChanged: () => void;
}

const KIND_WORDS: Record<SafeProposalRecord['kind'], string> = {
  bills: 'bill payment',
  run: 'distribution run',
  transfer: 'transfer',
  mint: 'token mint',
  call: 'contract call',
  deploy: 'token deployment',
  anchor: 'document anchor',
  rejection: 'rejection',
};

const TONE: Record<QueueStatus['kind'], 'success' | 'warning' | 'danger' | 'neutral' | 'info'> = {
  executed: 'success',
  executing: 'info',
  replaced: 'danger',
  settling: 'info',
  blocked: 'warning',
  signing: 'neutral',
  ready: 'success',
};

/** An address with the name the company gives it, if any: "Alder Hosting (0x…)". */
function named(book: AddressBook | undefined, address: string): string {
  const name = book ? nameOf(book, address) : null;
  return name ? `${name} (${address})` : address;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the proposal pays, in words, its recipients named from `book` (also the signing file's summary). */
export function paysText(
  record: SafeProposalRecord,
  billNumbers: ReadonlyMap<string, string>,
  book?: AddressBook,
): string {
  if (record.kind === 'rejection')
    return `Rejection of nonce ${record.tx.nonce}: a zero-value transaction to the Safe.`;
  const pays = record.pays;
  if (pays?.kind === 'run')
    return pays.batches
      ? `Auto Distribution run ${pays.runId}: batch${pays.batches.length === 1 ? '' : 'es'} ${pays.batches.map((index) => index + 1).join(', ')} through the Distributor (the run is split across Safe transactions, executed in nonce order).`
      : `Auto Distribution run ${pays.runId}: every batch through the Distributor.`;
  if (pays?.kind === 'transfer')
    return `Transfer of ${formatQuantity(BigInt(pays.units), pays.asset, { symbol: true })} to ${named(book, pays.to)}`;
  if (pays?.kind === 'mint')
    return `Mint of ${pays.units} base units of ${(book ? nameOf(book, pays.token) : null) ?? pays.symbol} (${pays.token}) to ${named(book, pays.to)}`;
  if (pays?.kind === 'call') return `${pays.label}: a call from the Safe to ${named(book, pays.to)}`;
  if (pays?.kind === 'deploy') return capitalized(deploymentWords(pays));
  if (pays?.kind === 'anchor')
    return `The anchor of ${pays.name} (SHA-256 ${pays.sha256} and CID ${pays.cid}), the Safe its sender: a call from the Safe to ${named(book, pays.registry)}`;
  if (record.summary && record.bills.length === 0) return record.summary;
  return record.bills
    .flatMap((group) =>
      group.items.map(
        (item) =>
          `Bill ${billNumbers.get(item.billId) ?? item.billId}: ${formatQuantity(BigInt(item.units), group.asset, { symbol: true })} to ${named(book, item.payee)}`,
      ),
    )
    .join('; ');
}

/** The function a call's data names, when the app knows it: "calling Pause (pause()) ". */
function callInWords(data: string): string {
  const known = knownCall(data.slice(0, 10));
  return known ? `calling ${known.words} (${known.signature}) ` : '';
}

/** A token amount in the token's own terms when the proposal names the token, else in units. */
function tokenAmount(record: SafeProposalRecord, token: string, units: bigint): string {
  const asset = record.bills.find((group) => group.asset.address?.toLowerCase() === token.toLowerCase())?.asset;
  return asset ? formatQuantity(units, asset, { symbol: true }) : `${units} units`;
}

/** One proposal of the queue: what it pays, the calls signed, its signatures, and what an owner may do. */
export function SafeProposalCard(props: SafeProposalCardProps) {
  const { db, account, reader, safe, native, record, status, billNumbers, book, onChanged } = props;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const owner = isOwner(safe, account);
  const signed = record.signatures.some((signature) => signature.owner.toLowerCase() === account.toLowerCase());
  const open = isOpen(status);
  // Signatures the merge refused are not in `record.signatures` (so never counted), but said here.
  const refusals = useRecordRefusals('safeProposals', record.id);
  const summary = paysText(record, billNumbers, book);
  let calls: ReturnType<typeof describeSafeTx> | string;
  try {
    const known = safeContractsOn(safe.chainId);
    calls = describeSafeTx(
      proposalOf(record).tx,
      known?.MultiSendCallOnly ?? null,
      known?.CreateCall ?? null,
      known?.MultiSend ?? null,
    );
  } catch (error) {
    calls = error instanceof Error ? error.message : String(error);
  }

  const act = async (what: string, action: (ctx: Parameters<typeof signProposal>[0]) => Promise<string>) => {
    const provider = getWalletProvider();
    if (!provider) return setMessage({ tone: 'danger', text: 'Connect a wallet first.' });
    setBusy(true);
    setMessage(null);
    try {
      const ctx = { db, provider, reader, account, now: () => new Date(), newId: () => crypto.randomUUID() };
      setMessage({ tone: 'success', text: await action(ctx) });
    } catch (error) {
      setMessage({
        tone: 'danger',
        text: isUserRejection(error)
          ? `You declined in your wallet: ${what} did not happen.`
          : `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const sign = () =>
    act('Signing', async (ctx) => {
      const result = await signProposal(ctx, safe, record);
      if (result.refused.length > 0) throw new Error(result.refused.map((r) => r.reason).join(' '));
      return 'Your signature was added.';
    });
  const execute = () =>
    act('The execution', async (ctx) => {
      const hash = await executePaymentProposal(ctx, safe, record);
      const receipt = await waitForReceipt(reader, hash);
      // What the receipt says is recorded at once (the poster would, on its next run): a deployed
      // token, an anchor, a run done, or an execution without effect settled and said.
      const withoutEffect = await recordMinedExecution(ctx.db, record, hash, receipt, {
        now: ctx.now(),
        newId: ctx.newId,
        reader,
      });
      if (receipt.status === 0) throw new Error(`the transaction ${hash} failed on chain: nothing was paid.`);
      if (withoutEffect) throw new Error(withoutEffect);
      return `Executed in block ${receipt.blockNumber} (${hash}).`;
    });
  const reject = () =>
    act('The rejection', async (ctx) => {
      const rejection = await proposeRejection(ctx, safe, record);
      return `Rejection proposed with nonce ${rejection.tx.nonce}, signed by you: once it has ${safe.threshold} signatures and executes, this proposal can never run.`;
    });
  return (
    <Card
      level={3}
      title={`Nonce ${record.tx.nonce}: ${KIND_WORDS[record.kind]}`}
      actions={<Badge tone={TONE[status.kind]}>{status.text}</Badge>}
    >
      <div className="space-y-3 text-sm" data-testid="safe-proposal">
        <p>{summary}</p>
        <Disclosure summary="Calls signed">
          {typeof calls === 'string' ? (
            <Alert tone="danger">{calls}</Alert>
          ) : (
            <ul className="space-y-1">
              {calls.map((call, index) => (
                <li key={index} className="break-all">
                  {call.creation ? (
                    <>
                      A new contract deployed by the Safe ({call.creation.bytes} bytes of creation code
                      {call.creation.salt ? `, CREATE2 salt ${call.creation.salt}` : ''}
                      {call.value > 0n ? `, given ${formatQuantity(call.value, native, { symbol: true })}` : ''})
                      through Safe&apos;s CreateCall <Address address={call.to} full />
                    </>
                  ) : call.transfer ? (
                    <>
                      {tokenAmount(record, call.to, call.transfer.units)} (token{' '}
                      <Address address={call.to} name={nameOf(book, call.to) ?? undefined} full />) to{' '}
                      <Address
                        address={call.transfer.recipient}
                        name={nameOf(book, call.transfer.recipient) ?? undefined}
                        full
                      />
                    </>
                  ) : (
                    <>
                      {formatQuantity(call.value, native, { symbol: true })} to{' '}
                      <Address address={call.to} name={nameOf(book, call.to) ?? undefined} full />
                      {call.data !== '0x' ? ` ${callInWords(call.data)}with data ${call.data}` : ''}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 font-mono break-all">SafeTx hash {record.hash}</p>
        </Disclosure>
        {record.approvals?.length ? (
          <ul aria-label="Approvals" className="space-y-0.5">
            {record.approvals.map((approval) => (
              <li key={approval.approver}>
                Approved by {approval.memberName} ({approval.role}, <Address address={approval.approver} />
                ): EIP-712 signature kept
              </li>
            ))}
          </ul>
        ) : null}
        <ul aria-label="Signatures" className="space-y-0.5">
          {record.signatures.map((signature) => (
            <li key={signature.owner}>
              Signed by <Address address={signature.owner} /> (
              {signature.kind === 'eth_sign' ? 'eth_sign' : 'typed data'})
            </li>
          ))}
        </ul>
        <RefusedSignatures refusals={refusals} />
        <SafeExecutionNote db={db} reader={reader} record={record} status={status} />
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <div className="flex flex-wrap items-end gap-2">
          {open && owner && !signed ? (
            <Button disabled={busy} onClick={() => void sign()}>
              Sign
            </Button>
          ) : null}
          {status.kind === 'ready' ||
          (status.kind === 'signing' && owner && status.count === safe.threshold - 1 && !signed) ? (
            <Button disabled={busy} onClick={() => void execute()}>
              Execute
            </Button>
          ) : null}
          {open && owner && record.kind !== 'rejection' ? (
            <Button variant="secondary" disabled={busy} onClick={() => void reject()}>
              Reject
            </Button>
          ) : null}
          {open ? (
            <Button
              variant="secondary"
              onClick={() => downloadText(writeSigningFile(proposalOf(record), summary), signingFileName(record))}
            >
              Export signing file
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
