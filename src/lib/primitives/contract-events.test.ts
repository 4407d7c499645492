import { describe, expect, it } from 'vitest';
import { AbiCoder, ZeroAddress } from 'ethers';
import {
  PAYMENT_TOPIC,
  TRANSFER_TOPIC,
  addressTopic,
  decodePaymentLog,
  hasMatchingTransfer,
  parseTransferLog,
} from './contract-events';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const PAYER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const amount = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;
const log = (over: Record<string, unknown> = {}) => ({
  address: TOKEN.toLowerCase(),
  topics: [TRANSFER_TOPIC, addressTopic(PAYER), addressTopic(PAYEE)],
  data: amount(100n),
  removed: false,
  ...over,
});

describe('hasMatchingTransfer (a fake token cannot fake a payment)', () => {
  it('finds the token’s Transfer payer → payee of the amount', () => {
    expect(hasMatchingTransfer({ logs: [log()] as never }, TOKEN, PAYER, PAYEE, 100n)).toBe(true);
  });
  it('refuses another token, other sides, another amount, an ERC-721 shape, or no log at all', () => {
    const check = (l: Record<string, unknown>) =>
      hasMatchingTransfer({ logs: [log(l)] as never }, TOKEN, PAYER, PAYEE, 100n);
    expect(check({ address: PAYEE })).toBe(false);
    expect(check({ topics: [TRANSFER_TOPIC, addressTopic(PAYEE), addressTopic(PAYER)] })).toBe(false);
    expect(check({ data: amount(99n) })).toBe(false);
    expect(
      check({ topics: [TRANSFER_TOPIC, addressTopic(PAYER), addressTopic(PAYEE), amount(100n)], data: '0x' }),
    ).toBe(false);
    expect(hasMatchingTransfer({ logs: [] }, TOKEN, PAYER, PAYEE, 100n)).toBe(false);
  });
});

describe('parseTransferLog', () => {
  it('reads from, to and value of an ERC-20 Transfer', () => {
    expect(parseTransferLog(log())).toEqual({ from: PAYER, to: PAYEE, value: 100n });
  });
  it('refuses an ERC-721 Transfer and other events', () => {
    expect(
      parseTransferLog(log({ topics: [TRANSFER_TOPIC, addressTopic(PAYER), addressTopic(PAYEE), amount(1n)] })),
    ).toBeNull();
    expect(parseTransferLog(log({ topics: [PAYMENT_TOPIC, addressTopic(PAYER), addressTopic(PAYEE)] }))).toBeNull();
  });
});

describe('decodePaymentLog (the one Payment decoder of the sync engine and the pay page)', () => {
  const REFERENCE = `0x${'ab'.repeat(32)}`;
  const payment = (token: string, units: bigint, over: Record<string, unknown> = {}) => ({
    topics: [PAYMENT_TOPIC, REFERENCE, addressTopic(PAYER), addressTopic(PAYEE)],
    data: AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [token, units]),
    ...over,
  });
  it('reads reference, payer, payee, token and amount', () => {
    expect(decodePaymentLog(payment(TOKEN, 5n))).toEqual({
      reference: REFERENCE,
      payer: PAYER,
      payee: PAYEE,
      token: TOKEN,
      amount: 5n,
    });
  });
  it('gives a native payment no token', () => {
    expect(decodePaymentLog(payment(ZeroAddress, 7n))?.token).toBeNull();
  });
  it('refuses other events and malformed data', () => {
    expect(decodePaymentLog(log())).toBeNull();
    expect(decodePaymentLog(payment(TOKEN, 5n, { data: '0x' }))).toBeNull();
    expect(
      decodePaymentLog(payment(TOKEN, 5n, { topics: [PAYMENT_TOPIC, REFERENCE, addressTopic(PAYER)] })),
    ).toBeNull();
  });
});
