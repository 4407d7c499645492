import { describe, expect, it } from 'vitest';
import { hasMatchingTransfer } from './payment-scan';
import { TRANSFER_TOPIC, addressTopic } from './tx-rows';

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
