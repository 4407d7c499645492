import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { chainTransactionSchema } from '@/lib/db/entities/chain-transaction';
import { parseExplorerRows } from '@/lib/chain/explorer-client';
import type { Log } from '@/lib/chain/rpc-schemas';
import { decodeCall } from './decode-call';
import {
  explorerInternalRow,
  explorerNativeRow,
  explorerTokenRow,
  logIndexInReceipt,
  tokenInfoFromRow,
} from './explorer-rows';
import {
  CONTRACT,
  OTHER,
  TOKEN,
  WALLET,
  hashOf,
  internalRow,
  tokenRow,
  txRow,
} from '@/lib/chain/explorer-rows.testing';
import { TRANSFER_TOPIC, addressTopic } from '@/lib/primitives/contract-events';
import type { RowContext } from './tx-rows';

const ctx: RowContext = {
  chainId: 1,
  watched: new Set([getAddress(WALLET)]),
  nativeSymbol: 'ETH',
  nativeDecimals: 18,
  source: 'explorer',
  now: '2024-01-01T00:00:00.000Z',
};
const tx = (row: ReturnType<typeof txRow>) => parseExplorerRows('txlist', [row])[0]!;
const token = (row: ReturnType<typeof tokenRow>) => parseExplorerRows('tokentx', [row])[0]!;
const internal = (row: ReturnType<typeof internalRow>) => parseExplorerRows('txlistinternal', [row])[0]!;

describe('explorerNativeRow', () => {
  it('maps an outgoing transfer with the block scan id, its fee and a valid record', () => {
    const row = explorerNativeRow(ctx, tx(txRow(1, 100)))!;
    expect(chainTransactionSchema.parse(row)).toEqual(row);
    expect(row).toMatchObject({
      id: `1:${hashOf(1)}`,
      direction: 'out',
      from: getAddress(WALLET),
      counterparty: getAddress(OTHER),
      units: '1000000000000000000',
      fee: (21000n * 1_000_000_000n).toString(),
      status: 'confirmed',
      kind: 'transfer',
      source: 'explorer',
      blockNumber: 100,
      time: new Date((1_700_000_000 + 1200) * 1000).toISOString(),
    });
  });

  it('has no fee on an incoming row and ignores rows of no watched wallet', () => {
    expect(explorerNativeRow(ctx, tx(txRow(2, 100)))).toMatchObject({ direction: 'in', fee: null });
    expect(explorerNativeRow(ctx, tx(txRow(3, 100, { from: OTHER, to: CONTRACT })))).toBeNull();
  });

  it('marks failures by isError or by the receipt status', () => {
    expect(explorerNativeRow(ctx, tx(txRow(1, 100, { isError: '1' })))).toMatchObject({
      status: 'failed',
      failureReason: 'The transaction reverted',
    });
    expect(explorerNativeRow(ctx, tx(txRow(1, 100, { txreceipt_status: '0' })))?.status).toBe('failed');
    expect(explorerNativeRow(ctx, tx(txRow(1, 100, { txreceipt_status: '' })))?.status).toBe('confirmed');
  });

  it('decodes the call and names the created contract as the other side of a creation', () => {
    const approve = '0x095ea7b3' + addressTopic(OTHER).slice(2) + '0'.repeat(63) + '1';
    expect(explorerNativeRow(ctx, tx(txRow(1, 100, { to: TOKEN, input: approve, value: '0' })))).toMatchObject(
      decodeCall(TOKEN, approve),
    );
    const creation = explorerNativeRow(ctx, tx(txRow(1, 100, { to: '', contractAddress: CONTRACT, input: '0x6080' })))!;
    expect(creation).toMatchObject({ kind: 'contract-creation', to: null, counterparty: getAddress(CONTRACT) });
    expect(chainTransactionSchema.safeParse(creation).success).toBe(true);
  });
});

describe('explorer token rows', () => {
  it('takes symbol and decimals from the row when they are usable', () => {
    expect(tokenInfoFromRow(token(tokenRow(1, 100)))).toEqual({
      address: getAddress(TOKEN),
      symbol: 'TUSD',
      decimals: 6,
    });
    expect(tokenInfoFromRow(token(tokenRow(1, 100, { tokenSymbol: '' })))).toBeNull();
    expect(tokenInfoFromRow(token(tokenRow(1, 100, { tokenSymbol: 'X\u0000Y' })))).toBeNull();
    expect(tokenInfoFromRow(token(tokenRow(1, 100, { tokenDecimal: '' })))).toBeNull();
    expect(tokenInfoFromRow(token(tokenRow(1, 100, { tokenDecimal: '78' })))).toBeNull();
  });

  it('uses the block scan id form and keeps a payment carried from the native row', () => {
    const parsed = token(tokenRow(1, 100));
    const info = tokenInfoFromRow(parsed)!;
    const row = explorerTokenRow(ctx, parsed, 2, info)!;
    expect(chainTransactionSchema.parse(row)).toEqual(row);
    expect(row).toMatchObject({
      id: `1:${hashOf(1)}:2`,
      logIndex: 2,
      direction: 'in',
      asset: getAddress(TOKEN),
      symbol: 'TUSD',
      decimals: 6,
      units: '1500000',
      kind: 'token-transfer',
      fee: null,
      nonce: 7,
    });
    const payment = { kind: 'payment' as const, selector: '0x12345678', decoded: { method: 'payToken' } };
    expect(explorerTokenRow(ctx, parsed, 2, info, payment)).toMatchObject(payment);
    expect(explorerTokenRow(ctx, parsed, 2, info, { kind: 'call', selector: '0x12345678', decoded: null })?.kind).toBe(
      'token-transfer',
    );
  });

  it('finds a missing log index in the receipt, skipping taken and other transfers', () => {
    const transfer = (logIndex: number, address: string, value: bigint): Log => ({
      address,
      topics: [TRANSFER_TOPIC, addressTopic(OTHER), addressTopic(WALLET)],
      data: `0x${value.toString(16).padStart(64, '0')}`,
      blockNumber: 100,
      blockHash: hashOf(5),
      transactionHash: hashOf(1),
      transactionIndex: 0,
      logIndex,
      removed: false,
    });
    const logs = [
      transfer(0, CONTRACT, 1_500_000n),
      transfer(1, TOKEN, 9n),
      transfer(3, TOKEN, 1_500_000n),
      transfer(4, TOKEN, 1_500_000n),
    ];
    const row = token(tokenRow(1, 100, { logIndex: '' }));
    expect(row.logIndex).toBeNull();
    expect(logIndexInReceipt(row, logs, new Set())).toBe(3);
    expect(logIndexInReceipt(row, logs, new Set([3]))).toBe(4);
    expect(logIndexInReceipt(row, logs, new Set([3, 4]))).toBeNull();
  });
});

describe('explorerInternalRow', () => {
  it('maps a value transfer by a contract with the i<trace> id form', () => {
    const row = explorerInternalRow(ctx, internal(internalRow(9, 100)), 0)!;
    expect(chainTransactionSchema.parse(row)).toEqual(row);
    expect(row).toMatchObject({
      id: `1:${hashOf(9)}:i0_1`,
      logIndex: null,
      direction: 'in',
      counterparty: getAddress(CONTRACT),
      units: '250000000000000000',
      kind: 'transfer',
      fee: null,
      nonce: null,
    });
  });

  it('falls back to the ordinal without a usable trace id, and skips failed or empty transfers', () => {
    expect(explorerInternalRow(ctx, internal(internalRow(9, 100, { traceId: '' })), 2)?.id).toBe(`1:${hashOf(9)}:i2`);
    expect(explorerInternalRow(ctx, internal(internalRow(9, 100, { traceId: 'a:b' })), 1)?.id).toBe(
      `1:${hashOf(9)}:i1`,
    );
    expect(explorerInternalRow(ctx, internal(internalRow(9, 100, { isError: '1' })), 0)).toBeNull();
    expect(explorerInternalRow(ctx, internal(internalRow(9, 100, { value: '0' })), 0)).toBeNull();
    expect(explorerInternalRow(ctx, internal(internalRow(9, 100, { to: OTHER })), 0)).toBeNull();
  });
});
