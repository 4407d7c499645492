// Everything the Client page shows, as one live view of the workspace (this tab and others): the
// engine's payment rows arriving make an invoice paid on screen without a reload.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { ContractDeployment } from '@/lib/db/entities/contract-deployment';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { KnownToken } from '@/lib/db/entities/known-token';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { PREFIX_KEY, seriesTops } from './invoice-numbering';

export interface ClientData {
  readonly invoices: Invoice[];
  readonly counterparties: Counterparty[];
  readonly payments: ChainPayment[];
  /** Incoming confirmed transfers to our wallets (candidates for suggested matches). */
  readonly incoming: ChainTransaction[];
  readonly treasury: TreasuryWallet[];
  /** Team members (their wallets name payers). */
  readonly team: TeamMember[];
  readonly tokens: KnownToken[];
  readonly deployments: ContractDeployment[];
  readonly profile: CompanyProfile | undefined;
  readonly incomeAccounts: LedgerAccount[];
  readonly prefix: string | null;
  /** Per series (prefix), the highest sequence issued: the next number in a series is one above. */
  readonly lastSequences: ReadonlyMap<string, number>;
  /** Invoices a message about was marked sent in Mail (they read "Sent"; issued ones "Issued" before). */
  readonly mailed: ReadonlySet<string>;
}

/** Drafts first (newest created first), then issued invoices, latest issued first. */
function newestFirst(a: Invoice, b: Invoice): number {
  const rank = (i: Invoice) => (i.state === 'draft' ? 0 : 1);
  return (
    rank(a) - rank(b) || (b.issuedAt ?? b.createdAt).localeCompare(a.issuedAt ?? a.createdAt) || b.sequence - a.sequence
  );
}

/** Reads everything the Client page shows (one consistent read of the workspace). */
export async function readClientData(db: WorkspaceDb): Promise<ClientData> {
  const [invoices, counterparties, payments, treasury, tokens, deployments, profile, accounts, prefix, team, sentMail] =
    await Promise.all([
      db.invoices.toArray(),
      db.counterparties.orderBy('name').toArray(),
      db.payments.toArray(),
      db.treasuryWallets.toArray(),
      db.knownTokens.toArray(),
      db.contractDeployments.toArray(),
      db.companyProfile.get('company'),
      db.ledgerAccounts.toArray(),
      db.meta.get(PREFIX_KEY),
      db.teamMembers.toArray(),
      db
        .tableOf('mailMessages')
        .filter((m) => m.status === 'sent' && m.record?.type === 'invoice')
        .toArray(),
    ]);
  const payees = [...new Set(invoices.filter((i) => i.state === 'sent').map((i) => i.payee))];
  const incoming = payees.length
    ? (await db.chainTransactions.where('wallets').anyOf(payees).toArray()).filter(
        (t) => t.direction === 'in' && t.status === 'confirmed',
      )
    : [];
  return {
    invoices: invoices.sort(newestFirst),
    counterparties,
    payments,
    incoming,
    treasury,
    team,
    tokens,
    deployments,
    profile,
    incomeAccounts: accounts.filter((a) => a.type === 'income' && !a.archived),
    prefix: typeof prefix?.value === 'string' ? prefix.value : null,
    lastSequences: new Map([...seriesTops(invoices)].map(([series, top]) => [series, top.sequence])),
    mailed: new Set(sentMail.flatMap((m) => (m.record ? [m.record.id] : []))),
  };
}

/** The live data of the Client page. */
export function useClientData(db: WorkspaceDb): LiveQueryState<ClientData> {
  return useLiveQuery(() => readClientData(db), [db]);
}
