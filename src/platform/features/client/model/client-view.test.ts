import { describe, expect, it } from 'vitest';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { companyWallets as ourWallets, invoiceSettlements as settlements } from '@/lib/payments/invoice-settlement';
import { invoiceSuggestions } from './client-view';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CLIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const REF = `0x${'ab'.repeat(32)}`;
const invoice = {
  id: 'i1',
  state: 'sent',
  reference: REF,
  asset: { chainId: 31337, kind: 'erc20', address: TOKEN, symbol: 'T', decimals: 6, name: 'T' },
  payee: ME,
  total: '100',
  clientId: 'c1',
  matchDecisions: [],
} as unknown as Invoice;
const client = { id: 'c1', name: 'Acme', wallets: [{ chainId: 31337, address: CLIENT }] } as unknown as Counterparty;
const transfer = (hash: string) =>
  ({
    id: `31337:${hash}:1`,
    chainId: 31337,
    hash,
    from: CLIENT,
    to: ME,
    direction: 'in',
    asset: TOKEN,
    units: '100',
    status: 'confirmed',
    time: '2026-01-01T00:00:00.000Z',
  }) as unknown as ChainTransaction;
const payment = (hash: string, reference: string) =>
  ({
    id: `31337:${hash}:0`,
    chainId: 31337,
    hash,
    logIndex: 0,
    time: '2026-01-01T00:00:00.000Z',
    reference,
    payer: CLIENT,
    payee: ME,
    token: TOKEN,
    units: '100',
    transferChecked: true,
    direction: 'in',
  }) as unknown as ChainPayment;

describe('client view', () => {
  it('suggests a plain transfer, and a router payment with an unknown reference, but not one matched by reference', () => {
    const plain = `0x${'01'.repeat(32)}`;
    const typo = `0x${'02'.repeat(32)}`;
    const payments = [payment(typo, `0x${'cd'.repeat(32)}`)];
    const settled = settlements([invoice], payments, [], ourWallets([], ME, payments));
    expect(invoiceSuggestions([invoice], settled, [client], [transfer(plain)], payments).map((s) => s.hash)).toEqual([
      plain,
    ]);
    expect(invoiceSuggestions([invoice], settled, [client], [transfer(typo)], payments).map((s) => s.hash)).toEqual([
      typo,
    ]);
    const matched = [payment(typo, REF)];
    const paid = settlements([invoice], matched, [], ourWallets([], ME, matched));
    expect(paid.get('i1')?.status).toBe('paid');
    expect(invoiceSuggestions([invoice], paid, [client], [transfer(typo)], matched)).toEqual([]);
  });
  it('counts an accepted transfer as paid', () => {
    const plain = `0x${'01'.repeat(32)}`;
    const accepted = {
      ...invoice,
      matchDecisions: [
        {
          transactionId: `31337:${plain}:1`,
          decision: 'accepted',
          units: '100',
          decidedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    } as Invoice;
    expect(settlements([accepted], [], [transfer(plain)], new Set([ME.toLowerCase()])).get('i1')?.status).toBe('paid');
  });
});
