// A policy that asks for more than one approval: real EIP-712 approvals from real keys (no chain
// needed: the approval signs the call, not the nonce), counted once per approver.
import { getAddress, Wallet, type TypedDataDomain } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { paymentsSafeTx } from '@/lib/safe/execute';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { signPaymentApproval } from './payment-approval-sign';
import { transferCall } from './payment-calls';
import { checkPaymentPolicy, policyRule, type PolicyApprover, type PolicyGate } from './payment-policy';

const keys = [1, 2, 3].map((n) => new Wallet(`0x${n.toString(16).padStart(64, '0')}`));
// A wallet that signs typed data with the key of the account asked.
const wallet: Eip1193Provider = {
  request: async ({ params }: { method: string; params?: unknown[] }) => {
    const [account, payload] = params as [string, string];
    const { domain, types, message } = JSON.parse(payload) as {
      domain: Record<string, unknown>;
      types: Record<string, { name: string; type: string }[]>;
      message: Record<string, unknown>;
    };
    const { EIP712Domain: _, ...rest } = types;
    return keys.find((key) => key.address === account)!.signTypedData(domain as TypedDataDomain, rest, message);
  },
} as Eip1193Provider;
const [dana, ann, vic] = keys.map((key, i) => ({
  address: key.address,
  name: ['Dana', 'Ann', 'Vic'][i]!,
  role: 'Approver' as const,
})) as [PolicyApprover, PolicyApprover, PolicyApprover];
const treasury = getAddress(`0x${'5'.repeat(40)}`);
const contracts = { MultiSendCallOnly: getAddress(`0x${'6'.repeat(40)}`) } as SafeContracts;
const eth = { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const tx = paymentsSafeTx(contracts, [transferCall(eth, getAddress(`0x${'7'.repeat(40)}`), 10n)], 3n);
const policy = { above: 100_000n, currency: 'EUR', decimals: 2, approvals: 2 };
const approve = (who: PolicyApprover) => signPaymentApproval(wallet, who, 31337, treasury, tx, '10 wei', new Date());
const check = (gate: Partial<PolicyGate>) =>
  checkPaymentPolicy({ policy, value: 250_000n, approvers: [dana, ann], approvals: [], ...gate }, 31337, treasury, tx);

describe('a policy asking for two approvals', () => {
  it('says so, counts each approver once, and passes with two different ones', async () => {
    expect(policyRule(policy)).toBe(
      'Payments above €1,000.00 from this treasury need 2 approvals from different Approvers before they are proposed.',
    );
    expect(check({})).toEqual({
      ok: false,
      rule: `${policyRule(policy)} This payment is €2,500.00.`,
      unblock: '0 of 2 approvals given. It can be approved by Dana (Approver), Ann (Approver).',
    });
    const fromDana = await approve(dana);
    expect(check({ approvals: [fromDana, { ...fromDana, signedAt: '2026-11-29T11:00:00.000Z' }] })).toMatchObject({
      ok: false,
      unblock: '1 of 2 approvals given (Dana). It can be approved by Ann (Approver).',
    });
    // A signer who is not one of the team's approvers does not count.
    expect(check({ approvals: [fromDana, await approve(vic)] })).toMatchObject({ ok: false });
    const fromAnn = await approve(ann);
    expect(check({ approvals: [fromDana, fromAnn, fromDana] })).toEqual({ ok: true, approvals: [fromDana, fromAnn] });
  });

  it('says when the team has too few approvers to ever give them', async () => {
    expect(check({ approvers: [dana], approvals: [await approve(dana)] })).toMatchObject({
      ok: false,
      unblock:
        '1 of 2 approvals given (Dana). Company → Team has too few Approvers to give 2: give another member the Approver role.',
    });
    expect(check({ approvers: [] })).toMatchObject({
      unblock: 'Nobody in Company → Team can approve it: give a member the Approver role.',
    });
  });
});

describe('limits in an asset’s own units', () => {
  const eurc = { address: getAddress(`0x${'e'.repeat(40)}`), symbol: 'EURC', decimals: 6 };
  const limited = { ...policy, approvals: 1, assetLimits: [{ ...eurc, above: 5_000_000_000n }] };
  const moving = (units: bigint, asset: { address: string | null; symbol: string; decimals: number } = eurc) => ({
    policy: limited,
    value: null,
    amounts: [{ asset, units }],
  });

  it('judges a payment without a price by its asset limits, and refuses one above them with the figures', () => {
    expect(policyRule(limited)).toBe(
      "Payments above €1,000.00 (or above 5,000\u00a0EURC) from this treasury need an Approver's approval before they are proposed.",
    );
    expect(check(moving(4_000_000_000n))).toEqual({ ok: true, approvals: [] });
    expect(check(moving(6_000_000_000n))).toMatchObject({
      ok: false,
      rule: `${policyRule(limited)} This payment moves 6,000\u00a0EURC, above the limit of 5,000\u00a0EURC.`,
    });
    // An asset without a limit and without a price still needs the approval; so does a mint.
    expect(check(moving(1n, { address: null, symbol: 'ETH', decimals: 18 }))).toMatchObject({
      ok: false,
      rule: expect.stringContaining('is not known (no price)'),
    });
    expect(check({ ...moving(1n), amounts: null })).toMatchObject({ ok: false });
  });

  it('holds a priced payment under the currency amount to its asset limit too', () => {
    expect(check({ ...moving(6_000_000_000n), value: 50_000n })).toMatchObject({
      ok: false,
      rule: expect.stringContaining('This payment moves 6,000\u00a0EURC'),
    });
    expect(check({ ...moving(4_000_000_000n), value: 250_000n })).toMatchObject({
      ok: false,
      rule: expect.stringContaining('This payment is €2,500.00.'),
    });
  });
});
