// fast-check arbitraries of valid workspaces (never imported by app code).
import fc from 'fast-check';
import { COMPANY_PROFILE_ID } from './entities/company-profile';
import { TEAM_ROLES } from './entities/team-member';
import { TX_DIRECTIONS, TX_KINDS, TX_SOURCES, TX_STATUSES, chainTransactionId } from './entities/chain-transaction';
import { SYNC_SOURCES, SYNC_STATES, syncCursorId } from './entities/sync-cursor';
import { knownTokenId } from './entities/known-token';
import { recentBlockId } from './entities/recent-block';
import { PLATFORM_CONTRACTS, contractDeploymentId } from './entities/contract-deployment';
import { TREASURY_CHAIN_IDS } from './entities/treasury-wallet';
import { type WorkspaceContent } from './tables';
import { calendarEvent } from './calendar-arbitraries.testing';
import { commsActivity, commsNote, commsReadMark, signedMessage } from './comms-arbitraries.testing';
import {
  text,
  requiredText,
  isoDate,
  address,
  email,
  logo,
  hash,
  chainId,
  units,
  valid,
} from './arbitrary-parts.testing';
import {
  companyToken,
  distributionTemplate,
  distributionRun,
  counterparty,
  invoice,
  chainPayment,
} from './record-arbitraries.testing';
import {
  bill,
  billApproval,
  billPayment,
  paymentRequest,
  safeProposal,
  storageDocument,
} from './bill-arbitraries.testing';
import { mailMessage, mailReminder, mailTemplate } from './mail-arbitraries.testing';
import {
  categoryAccount,
  categoryDecision,
  categoryRule,
  insightDismissal,
  recurringItem,
} from './insight-arbitraries.testing';
import { chainBalance, openingBalance } from './chain-balance-arbitraries.testing';
import { journalEntry, ledgerAccount, ledgerPrice, periodEvent } from './ledger-row-arbitraries.testing';

const profile = fc
  .record({
    id: fc.constant(COMPANY_PROFILE_ID),
    legalName: requiredText(200),
    registrationNumber: text(100),
    taxId: text(100),
    address: text(1000),
    country: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z]{2}$/)),
    baseCurrency: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z]{3,5}$/)),
    fiscalYearStartMonth: fc.integer({ min: 1, max: 12 }),
    logo: fc.option(logo, { nil: null }),
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('companyProfile'));

const member = fc
  .record({
    id: fc.uuid(),
    name: requiredText(120),
    email,
    role: fc.constantFrom(...TEAM_ROLES),
    wallet: fc.option(address, { nil: null }),
    createdAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('teamMembers'));

const wallet = fc
  .record({
    id: fc.uuid(),
    label: requiredText(80),
    address,
    chainId: fc.constantFrom(...TREASURY_CHAIN_IDS),
    approvalPolicy: fc.option(
      fc.record({ above: fc.constantFrom('0', '1000', '2500.5'), currency: fc.constantFrom('EUR', 'USD') }),
      { nil: null },
    ),
    createdAt: isoDate,
  })
  .map(valid('treasuryWallets'));

const meta = fc
  .record({
    key: fc.string({ minLength: 1, maxLength: 100 }),
    value: fc.oneof(
      text(200),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    ),
  })
  .map(valid('meta'));

const networkSetting = fc
  .record({
    chainId,
    rpcUrl: fc.option(
      fc.webUrl({ validSchemes: ['https'] }).filter((u) => u.length <= 500 && !/\s/.test(u)),
      { nil: null },
    ),
    explorerApiUrl: fc.constant(null),
    explorerApiKey: fc.option(fc.stringMatching(/^[A-Z0-9]{1,34}$/), { nil: null }),
    tracked: fc.boolean(),
    updatedAt: isoDate,
  })
  .map((row) => valid('networkSettings')({ id: String(row.chainId), ...row }));

const token = fc
  .record({
    chainId,
    address,
    symbol: fc.stringMatching(/^[A-Z]{1,8}$/),
    name: text(100),
    decimals: fc.integer({ min: 0, max: 36 }),
    addedAt: isoDate,
  })
  .map((row) => valid('knownTokens')({ id: knownTokenId(row.chainId, row.address), ...row }));

const transaction = fc
  .record({
    chainId,
    hash,
    logIndex: fc.option(fc.nat({ max: 500 }), { nil: null }),
    blockNumber: fc.option(fc.nat({ max: 30_000_000 }), { nil: null }),
    time: isoDate,
    from: address,
    to: fc.option(address, { nil: null }),
    direction: fc.constantFrom(...TX_DIRECTIONS),
    units,
    fee: fc.option(units, { nil: null }),
    status: fc.constantFrom(...TX_STATUSES),
    kind: fc.constantFrom(...TX_KINDS),
    source: fc.constantFrom(...TX_SOURCES),
    category: fc.option(requiredText(80), { nil: null }),
    memo: text(500),
  })
  .map((row) =>
    valid('chainTransactions')({
      ...row,
      id: chainTransactionId(row.chainId, row.hash, row.logIndex),
      blockHash: null,
      wallets: [row.from],
      counterparty: row.to,
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      nonce: null,
      failureReason: null,
      replacedBy: null,
      selector: null,
      decoded: null,
      updatedAt: row.time,
    }),
  );

const cursor = fc
  .record({
    chainId,
    wallet: address,
    source: fc.constantFrom(...SYNC_SOURCES),
    block: fc.integer({ min: -1, max: 1_000_000 }),
    state: fc.constantFrom(...SYNC_STATES),
    updatedAt: isoDate,
  })
  .map((row) =>
    valid('syncCursors')({
      id: syncCursorId(row.chainId, row.wallet, row.source),
      head: row.block,
      reason: null,
      ...row,
    }),
  );

const block = fc
  .record({ chainId, number: fc.nat({ max: 1_000_000 }), hash, parentHash: hash })
  .map((row) => valid('recentBlocks')({ id: recentBlockId(row.chainId, row.number), ...row }));

const deployment = fc
  .record({
    chainId,
    name: fc.constantFrom(...PLATFORM_CONTRACTS),
    address,
    codeHash: hash,
    source: fc.constantFrom('deployed' as const, 'entered' as const),
    txHash: fc.option(hash, { nil: null }),
    recordedAt: isoDate,
  })
  .map((row) => valid('contractDeployments')({ id: contractDeploymentId(row.chainId, row.name), ...row }));

/** Arbitrary valid workspace content: every table, blobs included, keys unique as storage requires. */
export const workspaceContentArbitrary: fc.Arbitrary<WorkspaceContent> = fc.record({
  companyProfile: fc.option(profile, { nil: null }).map((p) => (p ? [p] : [])),
  teamMembers: fc.uniqueArray(member, { selector: (m) => m.id, maxLength: 8 }),
  treasuryWallets: fc
    .uniqueArray(wallet, { selector: (w) => `${w.chainId}:${w.address}`, maxLength: 6 })
    .map((list) => {
      const ids = new Set<string>();
      return list.filter((w) => !ids.has(w.id) && ids.add(w.id));
    }),
  meta: fc.uniqueArray(meta, { selector: (m) => m.key, maxLength: 5 }),
  networkSettings: fc.uniqueArray(networkSetting, { selector: (n) => n.id, maxLength: 3 }),
  knownTokens: fc.uniqueArray(token, { selector: (t) => t.id, maxLength: 3 }),
  chainTransactions: fc.uniqueArray(transaction, { selector: (t) => t.id, maxLength: 6 }),
  syncCursors: fc.uniqueArray(cursor, { selector: (c) => c.id, maxLength: 3 }),
  recentBlocks: fc.uniqueArray(block, { selector: (b) => b.id, maxLength: 3 }),
  contractDeployments: fc.uniqueArray(deployment, { selector: (d) => d.id, maxLength: 3 }),
  ledgerAccounts: fc.uniqueArray(ledgerAccount, { selector: (a) => a.id, maxLength: 3 }),
  journalEntries: fc.uniqueArray(journalEntry, { selector: (e) => e.id, maxLength: 3 }),
  ledgerPrices: fc.uniqueArray(ledgerPrice, { selector: (p) => p.id, maxLength: 3 }),
  periodEvents: fc.uniqueArray(periodEvent, { selector: (p) => p.id, maxLength: 3 }),
  companyTokens: fc.uniqueArray(companyToken, { selector: (t) => t.id, maxLength: 3 }),
  distributionTemplates: fc.uniqueArray(distributionTemplate, { selector: (t) => t.id, maxLength: 3 }),
  distributionRuns: fc.uniqueArray(distributionRun, { selector: (r) => r.id, maxLength: 3 }),
  counterparties: fc.uniqueArray(counterparty, { selector: (c) => c.id, maxLength: 3 }),
  invoices: fc
    .uniqueArray(invoice, { selector: (i) => i.number, maxLength: 3 })
    .filter((list) => new Set(list.map((i) => i.id)).size === list.length),
  payments: fc.uniqueArray(chainPayment, { selector: (p) => p.id, maxLength: 3 }),
  bills: fc.uniqueArray(bill, { selector: (b) => b.id, maxLength: 3 }),
  billApprovals: fc.uniqueArray(billApproval, { selector: (b) => b.id, maxLength: 3 }),
  billPayments: fc.uniqueArray(billPayment, { selector: (b) => b.id, maxLength: 3 }),
  documents: fc.uniqueArray(storageDocument, { selector: (d) => d.id, maxLength: 3 }),
  mailTemplates: fc.uniqueArray(mailTemplate, { selector: (t) => t.id, maxLength: 2 }),
  mailMessages: fc.uniqueArray(mailMessage, { selector: (m) => m.id, maxLength: 2 }),
  mailReminders: fc.uniqueArray(mailReminder, { selector: (r) => r.id, maxLength: 2 }),
  calendarEvents: fc.uniqueArray(calendarEvent, { selector: (e) => e.id, maxLength: 3 }),
  commsNotes: fc.uniqueArray(commsNote, { selector: (n) => n.id, maxLength: 3 }),
  commsActivities: fc.uniqueArray(commsActivity, { selector: (a) => a.id, maxLength: 3 }),
  signedMessages: fc.uniqueArray(signedMessage, { selector: (m) => m.id, maxLength: 3 }),
  commsReadMarks: fc.uniqueArray(commsReadMark, { selector: (m) => m.id, maxLength: 3 }),
  insightDismissals: fc.uniqueArray(insightDismissal, { selector: (d) => d.id, maxLength: 3 }),
  categoryDecisions: fc.uniqueArray(categoryDecision, { selector: (d) => d.id, maxLength: 3 }),
  categoryRules: fc.uniqueArray(categoryRule, { selector: (r) => r.id, maxLength: 3 }),
  chainBalances: fc.uniqueArray(chainBalance, { selector: (b) => b.id, maxLength: 3 }),
  recurringItems: fc.uniqueArray(recurringItem, { selector: (r) => r.id, maxLength: 3 }),
  openingBalances: fc.uniqueArray(openingBalance, { selector: (b) => b.id, maxLength: 3 }),
  safeProposals: fc.uniqueArray(safeProposal, { selector: (p) => p.id, maxLength: 2 }),
  paymentRequests: fc.uniqueArray(paymentRequest, { selector: (p) => p.id, maxLength: 2 }),
  categoryAccounts: fc.uniqueArray(categoryAccount, { selector: (m) => m.id, maxLength: 3 }),
});

export const accountArbitrary = address;

/** A comparable copy of content: Blobs replaced by { type, bytes } (toEqual cannot see into Blobs). */
export async function comparable(content: WorkspaceContent): Promise<unknown> {
  const profileRows = await Promise.all(
    content.companyProfile.map(async (p) => ({
      ...p,
      logo: p.logo ? { type: p.logo.type, bytes: Array.from(new Uint8Array(await p.logo.arrayBuffer())) } : null,
    })),
  );
  return { ...content, companyProfile: profileRows };
}
