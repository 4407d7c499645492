// Valid records for the record search's tests (never imported by app code).
import { chainTransactionSchema, type ChainTransaction } from './entities/chain-transaction';
import { counterpartySchema, type Counterparty } from './entities/counterparty';
import { invoiceSchema, type Invoice } from './entities/invoice';
import { storageDocumentSchema, type StorageDocument } from './entities/storage-document';
import { PLAIN_TRANSFER } from './chain-row.testing';

const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
const WHEN = '2026-03-01T10:00:00.000Z';
export const CLIENT_WALLET = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
export const OUR_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A 32-byte lower-case hash that starts with `prefix` (hex digits). */
export function hashWithPrefix(prefix: string, fill = '0'): string {
  return `0x${prefix}${fill.repeat(64 - prefix.length)}`;
}

/** A client (or vendor, or both); override any field. */
export function sampleCounterparty(over: Partial<Counterparty> = {}): Counterparty {
  return counterpartySchema.parse({
    id: 'client-1',
    name: 'Northwind Traders',
    legalName: 'Northwind Traders Ltd',
    email: 'billing@northwind.example',
    isClient: true,
    isVendor: false,
    wallets: [{ chainId: 31337, address: CLIENT_WALLET }],
    taxId: '',
    address: '',
    paymentTermsDays: 30,
    incomeAccountId: null,
    expenseAccountId: null,
    notes: '',
    createdAt: WHEN,
    updatedAt: WHEN,
    revision: 1,
    ...over,
  });
}

/** A vendor with one wallet on the local chain and no contact details; override any field. */
export function sampleVendor(over: Partial<Counterparty> = {}): Counterparty {
  return sampleCounterparty({ legalName: '', email: '', isClient: false, isVendor: true, ...over });
}

/** A sent invoice of one line; override any field. */
export function sampleInvoice(over: Partial<Invoice> = {}): Invoice {
  return invoiceSchema.parse({
    id: 'invoice-1',
    sequence: 7,
    number: 'INV-0007',
    clientId: 'client-1',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    asset: ETH,
    payee: OUR_WALLET,
    lines: [
      {
        description: 'Consulting',
        quantity: '1',
        unitPrice: '1000000000000000000',
        discountPercent: '0',
        taxRatePercent: '0',
      },
    ],
    total: '1000000000000000000',
    taxTotal: '0',
    incomeAccountId: 'sales',
    notes: '',
    terms: '',
    reference: hashWithPrefix('ab', 'a'),
    salt: `0x${'01'.repeat(16)}`,
    state: 'sent',
    voidReason: '',
    issuedAt: WHEN,
    signature: null,
    matchDecisions: [],
    createdAt: WHEN,
    updatedAt: WHEN,
    revision: 1,
    ...over,
  });
}

/** A stored plain document; override any field. */
export function sampleDocument(over: Partial<StorageDocument> = {}): StorageDocument {
  return storageDocumentSchema.parse({
    id: 'doc-1',
    name: 'Lease agreement 2026.pdf',
    type: 'application/pdf',
    size: 1000,
    storedSize: 1000,
    cid: `b${'a'.repeat(58)}`,
    profile: 'unixfs-v1-2025',
    sha256: hashWithPrefix('cc', 'c'),
    encryption: null,
    tags: ['contracts'],
    pins: [],
    anchor: null,
    links: [],
    createdAt: WHEN,
    revision: 1,
    ...over,
  });
}

/** A confirmed incoming transfer; override any field. */
export function sampleTransaction(over: Partial<ChainTransaction> = {}): ChainTransaction {
  const hash = over.hash ?? hashWithPrefix('1234');
  const chainId = over.chainId ?? 31337;
  return chainTransactionSchema.parse({
    ...PLAIN_TRANSFER,
    id: `${chainId}:${hash}`,
    chainId,
    hash,
    blockNumber: 10,
    blockHash: hashWithPrefix('99'),
    time: WHEN,
    from: CLIENT_WALLET,
    to: OUR_WALLET,
    direction: 'in',
    wallets: [OUR_WALLET],
    counterparty: CLIENT_WALLET,
    units: '1000000000000000000',
    nonce: 0,
    updatedAt: WHEN,
    ...over,
  });
}
