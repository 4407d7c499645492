// The first-run checklist: the few records a new workspace needs, ticked from what is stored
// (never from a flag the user sets), each with the page where it is done.
import { LINKS } from './links';

export interface ChecklistStep {
  readonly id: 'profile' | 'wallet' | 'client' | 'invoice' | 'backup';
  readonly label: string;
  readonly done: boolean;
  readonly href: string;
}

export interface WorkspaceCounts {
  readonly hasProfile: boolean;
  readonly treasuryWallets: number;
  readonly clients: number;
  readonly invoices: number;
  readonly bills: number;
  readonly transactions: number;
  readonly entries: number;
  readonly lastExportAt: string | null;
}

/** The steps, in the order they are usually done. */
export function firstRunChecklist(counts: WorkspaceCounts): ChecklistStep[] {
  return [
    { id: 'profile', label: 'Fill in the company profile', done: counts.hasProfile, href: LINKS.profile },
    { id: 'wallet', label: 'Add a treasury wallet', done: counts.treasuryWallets > 0, href: LINKS.wallets },
    { id: 'client', label: 'Add a client', done: counts.clients > 0, href: LINKS.clients },
    { id: 'invoice', label: 'Create a first invoice', done: counts.invoices > 0, href: LINKS.invoices },
    { id: 'backup', label: 'Save a backup of the workspace', done: counts.lastExportAt !== null, href: LINKS.backup },
  ];
}

/** Nothing to show figures about yet: no invoice, bill, transaction or journal entry. */
export function isEmptyWorkspace(counts: WorkspaceCounts): boolean {
  return counts.invoices + counts.bills + counts.transactions + counts.entries === 0;
}
