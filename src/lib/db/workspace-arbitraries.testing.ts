// fast-check arbitraries of valid workspaces (never imported by app code).
import { getAddress, hexlify } from 'ethers';
import fc from 'fast-check';
import { COMPANY_PROFILE_ID, LOGO_TYPES } from './entities/company-profile';
import { TEAM_ROLES } from './entities/team-member';
import { TX_DIRECTIONS, TX_KINDS, TX_SOURCES, TX_STATUSES, chainTransactionId } from './entities/chain-transaction';
import { SYNC_SOURCES, SYNC_STATES, syncCursorId } from './entities/sync-cursor';
import { knownTokenId } from './entities/known-token';
import { recentBlockId } from './entities/recent-block';
import { PLATFORM_CONTRACTS, contractDeploymentId } from './entities/contract-deployment';
import { COMPANY_TOKEN_KINDS, companyTokenId } from './entities/company-token';
import { APPROVAL_STATUSES, BATCH_STATUSES, DISTRIBUTION_MODES, DISTRIBUTION_POSTINGS, RUN_STATUSES, SCHEDULE_UNITS } from './entities/distribution';
import { BILL_DECISIONS, BILL_STATES } from './entities/bill';
import { PAYMENT_DIRECTIONS, chainPaymentId } from './entities/chain-payment';
import { INVOICE_STATES } from './entities/invoice';
import { ENTRY_STATUSES } from './entities/journal-entry';
import { DOCUMENT_PROFILES, PIN_SERVICES, PIN_STATES } from './entities/storage-document';
import { ACCOUNT_TYPES } from '../ledger/account';
import { TREASURY_CHAIN_IDS } from './entities/treasury-wallet';
import { WORKSPACE_TABLES, type RecordOf, type TableName, type WorkspaceContent } from './tables';

const text = (max: number) =>
  fc.string({ unit: 'binary', maxLength: max }).map((s) => s.trim());
const requiredText = (max: number) => text(max).filter((s) => s.length > 0);
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(hexlify(bytes)));
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,12}$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/), fc.constantFrom('com', 'org', 'de', 'io'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const logo = fc
  .tuple(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom(...LOGO_TYPES))
  .map(([bytes, type]) => new Blob([bytes], { type }));

/** Parses through the table's schema, so generated rows are exactly what storage holds. */
function valid<T extends TableName>(table: T) {
  return (row: unknown): RecordOf<T> => WORKSPACE_TABLES[table].schema.parse(row) as RecordOf<T>;
}

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
    createdAt: isoDate,
  })
  .map(valid('treasuryWallets'));

const meta = fc
  .record({
    key: fc.string({ minLength: 1, maxLength: 100 }),
    value: fc.oneof(text(200), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.boolean(), fc.constant(null)),
  })
  .map(valid('meta'));

const hash = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => hexlify(bytes));
const chainId = fc.constantFrom(...TREASURY_CHAIN_IDS);
const units = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String);

const networkSetting = fc
  .record({
    chainId,
    rpcUrl: fc.option(fc.webUrl({ validSchemes: ['https'] }).filter((u) => u.length <= 500 && !/\s/.test(u)), { nil: null }),
    explorerApiUrl: fc.constant(null),
    explorerApiKey: fc.option(fc.stringMatching(/^[A-Z0-9]{1,34}$/), { nil: null }),
    tracked: fc.boolean(),
    updatedAt: isoDate,
  })
  .map((row) => valid('networkSettings')({ id: String(row.chainId), ...row }));

const token = fc
  .record({ chainId, address, symbol: fc.stringMatching(/^[A-Z]{1,8}$/), name: text(100), decimals: fc.integer({ min: 0, max: 36 }), addedAt: isoDate })
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
  .record({ chainId, wallet: address, source: fc.constantFrom(...SYNC_SOURCES), block: fc.integer({ min: -1, max: 1_000_000 }), state: fc.constantFrom(...SYNC_STATES), updatedAt: isoDate })
  .map((row) => valid('syncCursors')({ id: syncCursorId(row.chainId, row.wallet, row.source), head: row.block, reason: null, ...row }));

const block = fc
  .record({ chainId, number: fc.nat({ max: 1_000_000 }), hash, parentHash: hash })
  .map((row) => valid('recentBlocks')({ id: recentBlockId(row.chainId, row.number), ...row }));

const deployment = fc
  .record({ chainId, name: fc.constantFrom(...PLATFORM_CONTRACTS), address, codeHash: hash, source: fc.constantFrom('deployed' as const, 'entered' as const), txHash: fc.option(hash, { nil: null }), recordedAt: isoDate })
  .map((row) => valid('contractDeployments')({ id: contractDeploymentId(row.chainId, row.name), ...row }));

const day = isoDate.map((d) => d.slice(0, 10));
const ledgerAccount = fc
  .record({
    id: fc.uuid(),
    code: fc.stringMatching(/^[0-9]{3,10}$/),
    name: requiredText(120),
    type: fc.constantFrom(...ACCOUNT_TYPES),
    parentId: fc.option(fc.uuid(), { nil: null }),
    archived: fc.boolean(),
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('ledgerAccounts'));

const posting = fc.record({
  accountId: fc.uuid(),
  commodity: fc.constantFrom('31337:native', '1:native', '1:0x5fbdb2315678afecb367f032d93f642f64180aa3'),
  amount: fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }).map(String),
  decimals: fc.integer({ min: 0, max: 36 }),
});

const journalEntry = fc
  .record({
    id: fc.uuid(),
    date: day,
    memo: text(200),
    postings: fc.array(posting, { maxLength: 6 }),
    source: fc.oneof(fc.constant('manual'), hash.map((h) => `tx:31337:${h}:native`)),
    status: fc.constantFrom(...ENTRY_STATUSES),
    postedBy: fc.option(address, { nil: null }),
    reversalOf: fc.option(fc.uuid(), { nil: null }),
    reversedBy: fc.option(fc.uuid(), { nil: null }),
    heldReason: fc.option(requiredText(200), { nil: null }),
    recordedAt: isoDate,
  })
  .map(valid('journalEntries'));

const ledgerPrice = fc
  .record({ id: fc.uuid(), commodity: fc.constantFrom('31337:native', '1:native'), date: day, price: fc.stringMatching(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,18})?$/), addedAt: isoDate })
  .map(valid('ledgerPrices'));

const periodEvent = fc
  .record({ id: fc.uuid(), sequence: fc.integer({ min: 1, max: 1000 }), kind: fc.constantFrom('closed' as const, 'reopened' as const), from: day, to: day, at: isoDate, by: address })
  .map(valid('periodEvents'));

const companyToken = fc
  .record({
    chainId,
    address,
    kind: fc.constantFrom(...COMPANY_TOKEN_KINDS),
    name: requiredText(100),
    symbol: fc.stringMatching(/^[A-Z]{1,11}$/),
    cap: fc.option(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String), { nil: null }),
    owner: address,
    deployTxHash: hash,
    deployBlock: fc.nat({ max: 1_000_000 }),
    metadataUri: fc.constantFrom('', 'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'),
    metadataCid: fc.option(fc.constant('bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'), { nil: null }),
    metadataJson: fc.option(fc.json({ maxDepth: 2 }), { nil: null }),
    equityAccountId: fc.option(fc.uuid(), { nil: null }),
    recordedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map((row) => valid('companyTokens')({ id: companyTokenId(row.chainId, row.address), ...row }));

const distributionAsset = fc.oneof(
  chainId.map((id) => ({ chainId: id, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' })),
  fc.tuple(chainId, address).map(([id, a]) => ({ chainId: id, kind: 'erc20' as const, address: a, symbol: 'TUSD', decimals: 6, name: 'Test USD' })),
);
const distributionTemplate = fc
  .record({
    id: fc.uuid(),
    name: requiredText(100),
    asset: distributionAsset,
    mode: fc.constantFrom(...DISTRIBUTION_MODES),
    total: units,
    recipients: fc.array(fc.record({ address, share: fc.stringMatching(/^[1-9][0-9]{0,2}(\.[0-9]{1,4})?$/) }), { maxLength: 3 }),
    postAs: fc.constantFrom(...DISTRIBUTION_POSTINGS),
    accountCode: fc.constantFrom('6900', '3200'),
    schedule: fc.option(fc.record({ every: fc.constantFrom(...SCHEDULE_UNITS), interval: fc.integer({ min: 1, max: 366 }), nextDue: day }), { nil: null }),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('distributionTemplates'));
const distributionRun = fc
  .record({
    id: fc.uuid(),
    chainId,
    sender: address,
    distributor: address,
    asset: distributionAsset,
    mode: fc.constantFrom(...DISTRIBUTION_MODES),
    templateId: fc.option(fc.uuid(), { nil: null }),
    postAs: fc.constantFrom(...DISTRIBUTION_POSTINGS),
    accountCode: fc.constantFrom('6900', '3200'),
    payments: fc.array(fc.record({ address, units }), { minLength: 1, maxLength: 3 }),
    total: units,
    approval: fc.record({ status: fc.constantFrom(...APPROVAL_STATUSES), hash: fc.option(hash, { nil: null }) }),
    batches: fc.array(
      fc.record({ index: fc.nat({ max: 20 }), start: fc.nat({ max: 1000 }), end: fc.integer({ min: 1, max: 1000 }), status: fc.constantFrom(...BATCH_STATUSES), hash: fc.option(hash, { nil: null }), nonce: fc.option(fc.nat({ max: 1000 }), { nil: null }), blockNumber: fc.option(fc.nat({ max: 1_000_000 }), { nil: null }) }),
      { minLength: 1, maxLength: 3 },
    ),
    status: fc.constantFrom(...RUN_STATUSES),
    message: text(500),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .map(valid('distributionRuns'));

const counterparty = fc
  .record({
    id: fc.uuid(),
    name: requiredText(120),
    legalName: text(200),
    email: fc.oneof(fc.constant(''), email),
    isClient: fc.boolean(),
    isVendor: fc.boolean(),
    wallets: fc.uniqueArray(fc.record({ chainId, address }), { selector: (w) => `${w.chainId}:${w.address}`, maxLength: 3 }),
    taxId: text(100),
    address: text(1000),
    paymentTermsDays: fc.integer({ min: 0, max: 365 }),
    incomeAccountId: fc.option(fc.constantFrom('income-sales'), { nil: null }),
    expenseAccountId: fc.option(fc.constantFrom('expense-general'), { nil: null }),
    notes: text(2000),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map((row) => ({ ...row, isClient: row.isClient || !row.isVendor }))
  .map(valid('counterparties'));
const percent = fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 10_000).toString());
const invoice = fc
  .record({
    id: fc.uuid(),
    sequence: fc.integer({ min: 1, max: 1_000_000 }),
    clientId: fc.uuid(),
    issueDate: day,
    dueDate: day,
    asset: fc.oneof(
      chainId.map((id) => ({ chainId: id, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' })),
      fc.tuple(chainId, address).map(([id, a]) => ({ chainId: id, kind: 'erc20' as const, address: a, symbol: 'TUSD', decimals: 6, name: 'Test USD' })),
    ),
    payee: address,
    lines: fc.array(fc.record({ description: requiredText(200), quantity: fc.constantFrom('1', '2.5', '0.000001'), unitPrice: units, discountPercent: percent, taxRatePercent: percent }), { minLength: 1, maxLength: 3 }),
    total: units,
    taxTotal: units,
    incomeAccountId: fc.constantFrom('income-sales'),
    notes: text(2000),
    terms: text(2000),
    reference: hash,
    salt: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => hexlify(bytes)),
    state: fc.constantFrom(...INVOICE_STATES),
    voidReason: text(500),
    issuedAt: fc.option(isoDate, { nil: null }),
    signature: fc.option(fc.record({ signer: address, chainId, signature: fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => hexlify(bytes)), message: fc.json({ maxDepth: 1 }), signedAt: isoDate }), { nil: null }),
    matchDecisions: fc.array(fc.record({ transactionId: fc.uuid(), decision: fc.constantFrom('accepted' as const, 'dismissed' as const), units, decidedAt: isoDate }), { maxLength: 2 }),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map((row) => ({ ...row, number: `INV-${row.sequence}` }))
  .map(valid('invoices'));
const chainPayment = fc
  .record({
    chainId,
    hash,
    logIndex: fc.nat({ max: 500 }),
    blockNumber: fc.nat({ max: 1_000_000 }),
    blockHash: hash,
    time: isoDate,
    router: address,
    reference: hash,
    payer: address,
    payee: address,
    token: fc.option(address, { nil: null }),
    units,
    transferChecked: fc.boolean(),
    direction: fc.constantFrom(...PAYMENT_DIRECTIONS),
    updatedAt: isoDate,
  })
  .map((row) => valid('payments')({ id: chainPaymentId(row.chainId, row.hash, row.logIndex), ...row }));

const billAsset = fc.oneof(
  chainId.map((id) => ({ chainId: id, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' })),
  fc.tuple(chainId, address).map(([id, a]) => ({ chainId: id, kind: 'erc20' as const, address: a, symbol: 'TUSD', decimals: 6, name: 'Test USD' })),
);
const bill = fc
  .record({
    id: fc.uuid(),
    vendorId: fc.uuid(),
    billNumber: requiredText(60),
    issueDate: day,
    dueDate: day,
    asset: billAsset,
    lines: fc.array(fc.record({ description: requiredText(200), units }), { maxLength: 3 }),
    total: units,
    expenseAccountId: fc.constantFrom('expense-general', 'expense-software'),
    payee: address,
    documentCid: fc.option(fc.constant('bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'), { nil: null }),
    notes: text(2000),
    reference: hash,
    salt: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => hexlify(bytes)),
    state: fc.constantFrom(...BILL_STATES),
    stateReason: text(500),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('bills'));
const billApproval = fc
  .record({
    id: fc.uuid(),
    billId: fc.uuid(),
    decision: fc.constantFrom(...BILL_DECISIONS),
    approver: address,
    memberId: fc.uuid(),
    memberName: text(120),
    role: fc.constantFrom('Admin' as const, 'Accountant' as const),
    chainId,
    message: fc.json({ maxDepth: 1 }),
    signature: fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => hexlify(bytes)),
    reason: text(500),
    signedAt: isoDate,
  })
  .map(valid('billApprovals'));
const billPayment = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom('single' as const, 'batch' as const),
    chainId,
    hash,
    from: address,
    asset: billAsset,
    items: fc.array(fc.record({ billId: fc.uuid(), payee: address, units }), { minLength: 1, maxLength: 3 }),
    createdAt: isoDate,
  })
  .map(valid('billPayments'));

const storageDocument = fc
  .record({
    id: fc.uuid(),
    name: requiredText(255),
    type: fc.constantFrom('', 'application/pdf', 'image/png', 'text/plain'),
    size: fc.nat(),
    storedSize: fc.nat(),
    cid: fc.constantFrom('bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', 'bafybeibpzzzzvj4lizmhmzl3vfyadxpfrwuu6pg6lhhkbxbafu5mz3dwxy'),
    profile: fc.constantFrom(...DOCUMENT_PROFILES),
    sha256: hash,
    encryption: fc.option(fc.record({ kind: fc.constantFrom('signature' as const, 'passphrase' as const), account: fc.option(address, { nil: null }) }), { nil: null }),
    tags: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), { maxLength: 3 }),
    pins: fc.uniqueArray(
      fc.record({ service: fc.constantFrom(...PIN_SERVICES), status: fc.constantFrom(...PIN_STATES), requestid: fc.option(fc.uuid(), { nil: null }), reason: fc.option(text(200), { nil: null }), updatedAt: isoDate }),
      { selector: (p) => p.service, maxLength: 2 },
    ),
    anchor: fc.option(fc.record({ chainId, registry: address, sender: address, txHash: hash, blockNumber: fc.nat({ max: 1_000_000 }), time: isoDate }), { nil: null }),
    links: fc.array(fc.record({ kind: fc.constantFrom('bill', 'companyToken'), id: fc.uuid(), label: text(100) }), { maxLength: 2 }),
    createdAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('documents'));

/** Arbitrary valid workspace content: every table, blobs included, keys unique as storage requires. */
export const workspaceContentArbitrary: fc.Arbitrary<WorkspaceContent> = fc.record({
  companyProfile: fc.option(profile, { nil: null }).map((p) => (p ? [p] : [])),
  teamMembers: fc.uniqueArray(member, { selector: (m) => m.id, maxLength: 8 }),
  treasuryWallets: fc.uniqueArray(wallet, { selector: (w) => `${w.chainId}:${w.address}`, maxLength: 6 }).map((list) => {
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
  invoices: fc.uniqueArray(invoice, { selector: (i) => i.number, maxLength: 3 }).filter((list) => new Set(list.map((i) => i.id)).size === list.length),
  payments: fc.uniqueArray(chainPayment, { selector: (p) => p.id, maxLength: 3 }),
  bills: fc.uniqueArray(bill, { selector: (b) => b.id, maxLength: 3 }),
  billApprovals: fc.uniqueArray(billApproval, { selector: (b) => b.id, maxLength: 3 }),
  billPayments: fc.uniqueArray(billPayment, { selector: (b) => b.id, maxLength: 3 }),
  documents: fc.uniqueArray(storageDocument, { selector: (d) => d.id, maxLength: 3 }),
});

export const accountArbitrary = address;

/** A comparable copy of content: Blobs replaced by { type, bytes } (toEqual cannot see into Blobs). */
export async function comparable(content: WorkspaceContent): Promise<unknown> {
  const profileRows = await Promise.all(
    content.companyProfile.map(async (p) => ({ ...p, logo: p.logo ? { type: p.logo.type, bytes: Array.from(new Uint8Array(await p.logo.arrayBuffer())) } : null })),
  );
  return { ...content, companyProfile: profileRows };
}
