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
import { INVOICE_META, nextInvoiceSequence } from './invoice-store';

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
  /** The sequence number the next invoice gets (the counter only grows, see invoice-store). */
  readonly nextSequence: number;
  /** Invoices a message about was marked sent in Mail (they read "Sent"; issued ones "Issued" before). */
  readonly mailed: ReadonlySet<string>;
}

/** Reads everything the Client page shows (one consistent read of the workspace). */
export async function readClientData(db: WorkspaceDb): Promise<ClientData> {
  const [
    invoices,
    counterparties,
    payments,
    treasury,
    tokens,
    deployments,
    profile,
    accounts,
    prefix,
    counter,
    team,
    sentMail,
  ] = await Promise.all([
    db.invoices.toArray(),
    db.counterparties.orderBy('name').toArray(),
    db.payments.toArray(),
    db.treasuryWallets.toArray(),
    db.knownTokens.toArray(),
    db.contractDeployments.toArray(),
    db.companyProfile.get('company'),
    db.ledgerAccounts.toArray(),
    db.meta.get(INVOICE_META.prefix),
    db.meta.get(INVOICE_META.sequence),
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
    invoices: invoices.sort((a, b) => b.sequence - a.sequence),
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
    nextSequence: nextInvoiceSequence(counter, invoices),
    mailed: new Set(sentMail.flatMap((m) => (m.record ? [m.record.id] : []))),
  };
}

/** The live data of the Client page. */
export function useClientData(db: WorkspaceDb): LiveQueryState<ClientData> {
  return useLiveQuery(() => readClientData(db), [db]);
}
