// Everything the Vendors page shows, read in one live query: bills, their approvals and payment
// records, the engine's status of those transactions, the router payments carrying a bill's
// reference, vendors (lib/counterparties), team members, expense accounts, known tokens.
import { listCounterparties } from '@/lib/counterparties/counterparty-store';
import type { Bill, BillApproval, BillPayment } from '@/lib/db/entities/bill';
import { chainTransactionId, type TxStatus } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { KnownToken } from '@/lib/db/entities/known-token';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { TeamMember } from '@/lib/db/entities/team-member';
import { readRecords } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { PaymentFact } from '@/lib/payments/match';

/** A vendor: a shared counterparty marked as vendor. */
export type VendorInfo = Pick<Counterparty, 'id' | 'name' | 'wallets' | 'paymentTermsDays' | 'expenseAccountId'>;

export interface VendorsData {
  readonly bills: readonly Bill[];
  readonly approvals: readonly BillApproval[];
  readonly payments: readonly BillPayment[];
  /** `<chainId>:<hash>` → the engine's status of the transaction's own row. */
  readonly txStatus: ReadonlyMap<string, TxStatus>;
  /** Router payments carrying one of the bills' references (lib/payments/match decides what counts). */
  readonly chainPayments: readonly PaymentFact[];
  readonly vendors: readonly VendorInfo[];
  /** Every counterparty (the shared directory edits them all; a client can become a vendor too). */
  readonly counterparties: readonly Counterparty[];
  readonly members: readonly TeamMember[];
  readonly expenseAccounts: readonly { readonly id: string; readonly code: string; readonly name: string }[];
  readonly tokens: readonly KnownToken[];
  /** Storage's documents (name and CID), offered for a bill's document. */
  readonly documents: readonly { readonly cid: string; readonly name: string }[];
  /** The company's wallets (treasury and the connected account), lower-case. */
  readonly ourWallets: ReadonlySet<string>;
  /** Safe proposals not yet settled (a bill in one shows its signatures), with their executions' status. */
  readonly proposals: readonly SafeProposalRecord[];
  /** Bill proposals the Safe ran without effect (nonce used, nothing paid): said on their bills. */
  readonly withoutEffect: readonly SafeProposalRecord[];
}

/** The page's data (rows validated on read; corrupt rows are left out). */
export async function readVendorsData(db: WorkspaceDb, account: string): Promise<VendorsData> {
  const [bills, approvals, payments, members, accounts, tokens, wallets, counterparties, documents, proposals] =
    await Promise.all([
      readRecords(db, 'bills'),
      readRecords(db, 'billApprovals'),
      readRecords(db, 'billPayments'),
      readRecords(db, 'teamMembers', 'createdAt'),
      readRecords(db, 'ledgerAccounts'),
      readRecords(db, 'knownTokens'),
      readRecords(db, 'treasuryWallets'),
      listCounterparties(db),
      readRecords(db, 'documents'),
      readRecords(db, 'safeProposals'),
    ]);
  const references = bills.records.map((b) => b.reference);
  const chainPayments = references.length > 0 ? await db.payments.where('reference').anyOf(references).toArray() : [];
  const open = proposals.records.filter((p) => p.outcome === null);
  const ids = [
    ...payments.records.map((p) => chainTransactionId(p.chainId, p.hash)),
    ...open.flatMap((p) => (p.execution ? [chainTransactionId(p.chainId, p.execution.hash)] : [])),
  ];
  const txRows = ids.length > 0 ? await db.chainTransactions.bulkGet(ids) : [];
  const txStatus = new Map<string, TxStatus>();
  for (const row of txRows) if (row) txStatus.set(`${row.chainId}:${row.hash}`, row.status);
  const parents = new Set(accounts.records.map((a) => a.parentId).filter((id): id is string => id !== null));
  return {
    bills: bills.records.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.billNumber.localeCompare(b.billNumber)),
    approvals: approvals.records.sort((a, b) => a.signedAt.localeCompare(b.signedAt)),
    payments: payments.records,
    txStatus,
    chainPayments,
    vendors: counterparties.records.filter((c) => c.isVendor).sort((a, b) => a.name.localeCompare(b.name)),
    counterparties: counterparties.records,
    members: members.records,
    expenseAccounts: accounts.records
      .filter((a) => a.type === 'expense' && !a.archived && !parents.has(a.id))
      .sort((a, b) => a.code.localeCompare(b.code)),
    tokens: tokens.records,
    documents: documents.records.map((d) => ({ cid: d.cid, name: d.name })),
    ourWallets: new Set([account.toLowerCase(), ...wallets.records.map((w) => w.address.toLowerCase())]),
    proposals: open,
    withoutEffect: proposals.records.filter(
      (p) => p.kind === 'bills' && p.outcome?.status === 'replaced' && p.outcome.failedIn !== undefined,
    ),
  };
}
