import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { distributorAbi, paymentRouterAbi } from '@/lib/contracts/generated/artifacts';
import { sampleApprovedBills } from '@/lib/db/sample-bill.testing';
import { batchGroups, distributeCall, payBillCall } from './bill-pay-calls';

const { token, bills } = sampleApprovedBills();
describe('payment calls', () => {
  it('groups by asset and encodes one Distributor call per group', () => {
    const groups = batchGroups(bills.map((bill) => ({ bill, open: BigInt(bill.total) })));
    expect(groups.map((g) => [g.asset.symbol, g.items.length, g.total])).toEqual([
      ['ETH', 2, 150n],
      ['TUSD', 1, 7n],
    ]);
    const distributor = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    const eth = distributeCall(distributor, groups[0]!);
    expect(eth.value).toBe(150n);
    const decoded = new Interface(distributorAbi).parseTransaction({ data: eth.data, value: eth.value });
    expect(decoded?.name).toBe('distributeEth');
    expect(decoded?.args[1]).toEqual([100n, 50n]);
    const tokenCall = new Interface(distributorAbi).parseTransaction({
      data: distributeCall(distributor, groups[1]!).data,
    });
    expect([tokenCall?.name, tokenCall?.args[0]]).toEqual(['distributeToken', token.address]);
  });
  it('pays one bill through the router with its reference', () => {
    const router = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    const call = payBillCall(router, bills[0]!, 100n);
    const decoded = new Interface(paymentRouterAbi).parseTransaction({ data: call.data, value: call.value });
    expect([decoded?.name, decoded?.args[0], decoded?.args[1], call.value]).toEqual([
      'payEth',
      bills[0]!.reference,
      bills[0]!.payee,
      100n,
    ]);
    const tokenCall = new Interface(paymentRouterAbi).parseTransaction({
      data: payBillCall(router, bills[2]!, 7n).data,
    });
    expect(tokenCall?.name).toBe('payToken');
  });
});
