// fast-check arbitraries of bills (with their approvals and payments) and stored documents, beside
// record-arbitraries.testing.ts. Never imported by app code.
import { hexlify } from 'ethers';
import fc from 'fast-check';
import { BILL_DECISIONS, BILL_STATES } from './entities/bill';
import { DOCUMENT_PROFILES, PIN_SERVICES, PIN_STATES } from './entities/storage-document';
import { text, requiredText, isoDate, address, hash, chainId, units, day, valid } from './arbitrary-parts.testing';
import { paymentAsset } from './record-arbitraries.testing';

export const bill = fc
  .record({
    id: fc.uuid(),
    vendorId: fc.uuid(),
    billNumber: requiredText(60),
    issueDate: day,
    dueDate: day,
    asset: paymentAsset,
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
export const billApproval = fc
  .record({
    id: fc.uuid(),
    billId: fc.uuid(),
    decision: fc.constantFrom(...BILL_DECISIONS),
    approver: address,
    memberId: fc.uuid(),
    memberName: text(120),
    role: fc.constantFrom('Admin' as const, 'Accountant' as const, 'Approver' as const),
    chainId,
    message: fc.json({ maxDepth: 1 }),
    signature: fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => hexlify(bytes)),
    reason: text(500),
    signedAt: isoDate,
  })
  .map(valid('billApprovals'));
export const billPayment = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom('single' as const, 'batch' as const),
    chainId,
    hash,
    from: address,
    asset: paymentAsset,
    items: fc.array(fc.record({ billId: fc.uuid(), payee: address, units }), { minLength: 1, maxLength: 3 }),
    createdAt: isoDate,
  })
  .map(valid('billPayments'));

export const storageDocument = fc
  .record({
    id: fc.uuid(),
    name: requiredText(255),
    type: fc.constantFrom('', 'application/pdf', 'image/png', 'text/plain'),
    size: fc.nat(),
    storedSize: fc.nat(),
    cid: fc.constantFrom(
      'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
      'bafybeibpzzzzvj4lizmhmzl3vfyadxpfrwuu6pg6lhhkbxbafu5mz3dwxy',
    ),
    profile: fc.constantFrom(...DOCUMENT_PROFILES),
    sha256: hash,
    encryption: fc.option(
      fc.record({
        kind: fc.constantFrom('signature' as const, 'passphrase' as const),
        account: fc.option(address, { nil: null }),
      }),
      { nil: null },
    ),
    tags: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), { maxLength: 3 }),
    pins: fc.uniqueArray(
      fc.record({
        service: fc.constantFrom(...PIN_SERVICES),
        status: fc.constantFrom(...PIN_STATES),
        requestid: fc.option(fc.uuid(), { nil: null }),
        reason: fc.option(text(200), { nil: null }),
        updatedAt: isoDate,
      }),
      { selector: (p) => p.service, maxLength: 2 },
    ),
    anchor: fc.option(
      fc.record({
        chainId,
        registry: address,
        sender: address,
        txHash: hash,
        blockNumber: fc.nat({ max: 1_000_000 }),
        time: isoDate,
      }),
      { nil: null },
    ),
    links: fc.array(fc.record({ kind: fc.constantFrom('bill', 'companyToken'), id: fc.uuid(), label: text(100) }), {
      maxLength: 2,
    }),
    createdAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('documents'));

const safeTxArbitrary = fc.record({
  to: address,
  value: units,
  data: fc.uint8Array({ maxLength: 40 }).map((bytes) => hexlify(bytes)),
  operation: fc.constantFrom(0 as const, 1 as const),
  safeTxGas: units,
  baseGas: units,
  gasPrice: units,
  gasToken: address,
  refundReceiver: address,
  nonce: units,
});
export const safeProposal = fc
  .record({
    id: fc.uuid(),
    chainId,
    safe: address,
    kind: fc.constantFrom('bills' as const, 'rejection' as const),
    tx: safeTxArbitrary,
    hash,
    bills: fc.array(
      fc.record({
        kind: fc.constantFrom('single' as const, 'batch' as const),
        asset: paymentAsset,
        items: fc.array(fc.record({ billId: fc.uuid(), payee: address, units }), { minLength: 1, maxLength: 2 }),
      }),
      { maxLength: 2 },
    ),
    signatures: fc.array(
      fc.record({
        owner: address,
        kind: fc.constantFrom('typed' as const, 'eth_sign' as const, 'executor' as const),
        data: fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => hexlify(bytes)),
      }),
      { maxLength: 3 },
    ),
    proposedBy: address,
    proposedAtBlock: fc.nat(),
    execution: fc.option(fc.record({ hash, from: address, at: isoDate }), { nil: null }),
    outcome: fc.option(
      fc.oneof(
        fc.record({ status: fc.constant('executed' as const), hash }),
        fc.record({ status: fc.constant('replaced' as const), reason: requiredText(300) }),
      ),
      { nil: null },
    ),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .map(valid('safeProposals'));

/** A payment a treasury's policy stopped, waiting for an approval (or proposed since). */
export const paymentRequest = fc
  .record({
    id: fc.uuid(),
    chainId,
    safe: address,
    kind: fc.constant('transfer' as const),
    calls: fc.array(fc.record({ to: address, value: units, data: fc.constant('0x') }), { minLength: 1, maxLength: 2 }),
    bills: fc.constant([]),
    summary: requiredText(200),
    rule: requiredText(300),
    requestedBy: address,
    approvals: fc.constant([]),
    status: fc.constantFrom('waiting' as const, 'proposed' as const, 'withdrawn' as const),
    proposalId: fc.option(fc.uuid(), { nil: null }),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .map(valid('paymentRequests'));
