// Records for the closed-period tests (never imported by app code).
import type { Asset } from '@/lib/money/asset';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { Invoice } from '@/lib/db/entities/invoice';
import { parseRecord } from '@/lib/db/records';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';

const NOW = '2026-04-02T00:00:00.000Z';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A sent invoice of 1000 units, no tax, to the sales account. */
export function sampleSentInvoice(over: { issueDate: string; asset: Asset; payee: string }): Invoice {
  const { issueDate, asset, payee } = over;
  return parseRecord('invoices', {
    id: 'i1',
    sequence: 1,
    number: 'INV-0001',
    clientId: 'c1',
    issueDate,
    dueDate: '2026-04-10',
    asset,
    payee,
    lines: [{ description: 'Work', quantity: '1', unitPrice: '1000', discountPercent: '0', taxRatePercent: '0' }],
    total: '1000',
    taxTotal: '0',
    incomeAccountId: ACCOUNT_IDS.sales,
    notes: '',
    terms: '',
    reference: `0x${'cd'.repeat(32)}`,
    salt: `0x${'01'.repeat(16)}`,
    state: 'sent',
    voidReason: '',
    issuedAt: NOW,
    signature: null,
    matchDecisions: [],
    createdAt: NOW,
    updatedAt: NOW,
    revision: 1,
  });
}

/** A finished distribution run of one mined batch (`hash`), booked to `accountCode`. */
export function sampleDistributionRun(over: {
  asset: Asset;
  sender: string;
  accountCode: string;
  hash: string;
}): DistributionRun {
  const { asset, sender, accountCode, hash } = over;
  return parseRecord('distributionRuns', {
    id: 'r1',
    chainId: 31337,
    sender,
    distributor: OTHER,
    asset,
    mode: 'fixed',
    templateId: null,
    postAs: 'expense',
    accountCode,
    payments: [{ address: OTHER, units: '1000000000000000000' }],
    total: '1000000000000000000',
    approval: { status: 'not-needed', hash: null },
    batches: [{ index: 0, start: 0, end: 1, status: 'mined', hash, nonce: 0, blockNumber: 5 }],
    status: 'done',
    message: '',
    createdAt: NOW,
    updatedAt: NOW,
  });
}
