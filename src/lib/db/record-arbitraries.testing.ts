// fast-check arbitraries of the business records: tokens, distributions, counterparties, invoices and
// payments (bills and documents: bill-arbitraries.testing.ts). Never imported by app code.
import { hexlify } from 'ethers';
import fc from 'fast-check';
import { COMPANY_TOKEN_KINDS, companyTokenId } from './entities/company-token';
import {
  APPROVAL_STATUSES,
  BATCH_STATUSES,
  DISTRIBUTION_MODES,
  DISTRIBUTION_POSTINGS,
  RUN_STATUSES,
  SCHEDULE_UNITS,
} from './entities/distribution';
import { PAYMENT_DIRECTIONS, chainPaymentId } from './entities/chain-payment';
import { INVOICE_STATES } from './entities/invoice';
import {
  text,
  requiredText,
  isoDate,
  address,
  email,
  hash,
  chainId,
  units,
  day,
  valid,
} from './arbitrary-parts.testing';

export const companyToken = fc
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

/** A native or ERC-20 asset on one chain (distributions and bills are paid in either). */
export const paymentAsset = fc.oneof(
  chainId.map((id) => ({
    chainId: id,
    kind: 'native' as const,
    address: null,
    symbol: 'ETH',
    decimals: 18,
    name: 'Ether',
  })),
  fc.tuple(chainId, address).map(([id, a]) => ({
    chainId: id,
    kind: 'erc20' as const,
    address: a,
    symbol: 'TUSD',
    decimals: 6,
    name: 'Test USD',
  })),
);
export const distributionTemplate = fc
  .record({
    id: fc.uuid(),
    name: requiredText(100),
    asset: paymentAsset,
    mode: fc.constantFrom(...DISTRIBUTION_MODES),
    total: units,
    recipients: fc.array(fc.record({ address, share: fc.stringMatching(/^[1-9][0-9]{0,2}(\.[0-9]{1,4})?$/) }), {
      maxLength: 3,
    }),
    postAs: fc.constantFrom(...DISTRIBUTION_POSTINGS),
    accountCode: fc.constantFrom('6900', '3200'),
    schedule: fc.option(
      fc.record({
        every: fc.constantFrom(...SCHEDULE_UNITS),
        interval: fc.integer({ min: 1, max: 366 }),
        nextDue: day,
      }),
      { nil: null },
    ),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('distributionTemplates'));
export const distributionRun = fc
  .record({
    id: fc.uuid(),
    chainId,
    sender: address,
    distributor: address,
    asset: paymentAsset,
    mode: fc.constantFrom(...DISTRIBUTION_MODES),
    templateId: fc.option(fc.uuid(), { nil: null }),
    postAs: fc.constantFrom(...DISTRIBUTION_POSTINGS),
    accountCode: fc.constantFrom('6900', '3200'),
    payments: fc.array(fc.record({ address, units }), { minLength: 1, maxLength: 3 }),
    total: units,
    approval: fc.record({ status: fc.constantFrom(...APPROVAL_STATUSES), hash: fc.option(hash, { nil: null }) }),
    batches: fc.array(
      fc.record({
        index: fc.nat({ max: 20 }),
        start: fc.nat({ max: 1000 }),
        end: fc.integer({ min: 1, max: 1000 }),
        status: fc.constantFrom(...BATCH_STATUSES),
        hash: fc.option(hash, { nil: null }),
        nonce: fc.option(fc.nat({ max: 1000 }), { nil: null }),
        blockNumber: fc.option(fc.nat({ max: 1_000_000 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    status: fc.constantFrom(...RUN_STATUSES),
    message: text(500),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .map(valid('distributionRuns'));

export const counterparty = fc
  .record({
    id: fc.uuid(),
    name: requiredText(120),
    legalName: text(200),
    email: fc.oneof(fc.constant(''), email),
    isClient: fc.boolean(),
    isVendor: fc.boolean(),
    wallets: fc.uniqueArray(fc.record({ chainId, address }), {
      selector: (w) => `${w.chainId}:${w.address}`,
      maxLength: 3,
    }),
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
export const percent = fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 10_000).toString());
export const invoice = fc
  .record({
    id: fc.uuid(),
    sequence: fc.integer({ min: 1, max: 1_000_000 }),
    clientId: fc.uuid(),
    issueDate: day,
    dueDate: day,
    asset: fc.oneof(
      chainId.map((id) => ({
        chainId: id,
        kind: 'native' as const,
        address: null,
        symbol: 'ETH',
        decimals: 18,
        name: 'Ether',
      })),
      fc.tuple(chainId, address).map(([id, a]) => ({
        chainId: id,
        kind: 'erc20' as const,
        address: a,
        symbol: 'TUSD',
        decimals: 6,
        name: 'Test USD',
      })),
    ),
    payee: address,
    lines: fc.array(
      fc.record({
        description: requiredText(200),
        quantity: fc.constantFrom('1', '2.5', '0.000001'),
        unitPrice: units,
        discountPercent: percent,
        taxRatePercent: percent,
      }),
      { minLength: 1, maxLength: 3 },
    ),
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
    signature: fc.option(
      fc.record({
        signer: address,
        chainId,
        signature: fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => hexlify(bytes)),
        message: fc.json({ maxDepth: 1 }),
        signedAt: isoDate,
      }),
      { nil: null },
    ),
    matchDecisions: fc.array(
      fc.record({
        transactionId: fc.uuid(),
        decision: fc.constantFrom('accepted' as const, 'dismissed' as const),
        units,
        decidedAt: isoDate,
      }),
      { maxLength: 2 },
    ),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map((row) => ({ ...row, number: `INV-${row.sequence}` }))
  .map(valid('invoices'));
export const chainPayment = fc
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
