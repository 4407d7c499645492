// Chain rows and inputs for the insights engine's tests (schema-valid by construction).
import { chainTransactionSchema, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { sampleCounterparty } from '@/lib/db/search-samples.testing';
import type { InsightInputs } from './types';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

export const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const VENDOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const CLIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const NOW = '2026-06-01T12:00:00.000Z';
export const ETHER = 10n ** 18n;

let counter = 0;

/** A confirmed outgoing ETH payment to VENDOR, with the given fields changed (a fresh hash each call). */
export function row(overrides: Partial<ChainTransaction> = {}): ChainTransaction {
  counter += 1;
  const hash = overrides.hash ?? `0x${counter.toString(16).padStart(64, '0')}`;
  const out = (overrides.direction ?? 'out') === 'out';
  const other = overrides.counterparty === undefined ? VENDOR : overrides.counterparty;
  return chainTransactionSchema.parse({
    ...PLAIN_TRANSFER,
    id: `31337:${hash}`,
    chainId: 31337,
    hash,
    blockNumber: counter,
    blockHash: null,
    time: '2026-05-20T10:00:00.000Z',
    from: out ? OURS : (other ?? OURS),
    to: out ? other : OURS,
    direction: 'out',
    wallets: [OURS],
    counterparty: other,
    units: String(ETHER),
    updatedAt: NOW,
    ...overrides,
  });
}

/** A saved vendor with one wallet. */
export function counterparty(name: string, address: string, patch: Partial<Counterparty> = {}): Counterparty {
  return sampleCounterparty({
    id: `cp-${name}`,
    name,
    legalName: '',
    email: '',
    isVendor: true,
    wallets: [{ chainId: 31337, address }],
    createdAt: NOW,
    updatedAt: NOW,
    ...patch,
  });
}

/** Engine inputs with no records but the given ones. */
export function inputs(patch: Partial<InsightInputs> = {}): InsightInputs {
  return {
    now: NOW,
    transactions: [],
    counterparties: [],
    invoices: [],
    payments: [],
    bills: [],
    billPayments: [],
    decisions: [],
    rules: [],
    recurring: [],
    knownFlows: [],
    buffers: new Map(),
    ...patch,
  };
}

/** ISO time `days` before NOW. */
export function daysAgo(days: number, hours = 0): string {
  return new Date(Date.parse(NOW) - days * 86_400_000 - hours * 3_600_000).toISOString();
}
