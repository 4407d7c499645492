import { describe, expect, it } from 'vitest';
import { getAddress } from 'ethers';
import { findAnomalies } from '.';
import { lookAlikeOf } from './address-checks';
import { CLIENT, ETHER, VENDOR, counterparty, daysAgo, inputs, row } from '../rows.testing';

const kinds = (list: { kind: string }[]) => list.map((item) => item.kind);

describe('anomalies', () => {
  it('flags the second of two equal payments to one payee within three days, not one a week later', () => {
    const first = row({ time: daysAgo(10) });
    const second = row({ time: daysAgo(10, -5) });
    const later = row({ time: daysAgo(2) });
    const found = findAnomalies(
      inputs({ transactions: [first, second, later], counterparties: [counterparty('Acme', VENDOR)] }),
    ).filter((item) => item.kind === 'duplicate-payment');
    expect(found).toHaveLength(1);
    expect(found[0]?.id).toBe(`duplicate-payment:${second.id}`);
    expect(found[0]?.reason).toMatch(/1\u00a0ETH was paid to the same address twice, 5 hours apart/);
    expect(found[0]?.why.rowIds).toEqual([first.id, second.id]);
  });

  it('flags a payment to a look-alike of a saved counterparty (same first and last four hex characters)', () => {
    const twin = getAddress(`0x${VENDOR.slice(2, 6)}${'1'.repeat(32)}${VENDOR.slice(-4)}`);
    const paid = row({ counterparty: twin, time: daysAgo(1) });
    const found = findAnomalies(inputs({ transactions: [paid], counterparties: [counterparty('Acme', VENDOR)] }));
    expect(kinds(found)).toEqual(['look-alike-address']);
    expect(found[0]?.title).toBe('Paid a look-alike of Acme');
    expect(found[0]?.reason).toContain('7099…79c8');
  });

  it("reads every watched wallet: a look-alike of the company's own wallets is flagged, whichever wallet paid", () => {
    // Ops is a treasury wallet; SECOND is watched (a row was synced for it) but not listed in Company.
    const OPS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const SECOND = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    const like = (address: string) =>
      getAddress(`0x${address.slice(2, 6)}${'2'.repeat(32)}${address.slice(-4)}`.toLowerCase());
    // The second wallet pays a look-alike of Ops; the treasury pays a look-alike of the second wallet.
    const fromSecond = row({ from: SECOND, wallets: [SECOND], counterparty: like(OPS), time: daysAgo(2) });
    const toSecondsTwin = row({ counterparty: like(SECOND), time: daysAgo(1) });
    const found = findAnomalies(
      inputs({ transactions: [fromSecond, toSecondsTwin], ownWallets: [{ address: OPS, label: 'Ops' }] }),
    ).filter((item) => item.kind === 'look-alike-address');
    expect(found.map((item) => [item.id, item.title])).toEqual([
      [`look-alike-address:${toSecondsTwin.id}`, "Paid a look-alike of the company's wallet 0x15d3…6A65"],
      [`look-alike-address:${fromSecond.id}`, "Paid a look-alike of the company's wallet Ops"],
    ]);
    expect(found[1]?.why.inputs).toContain("the company's 3 watched wallets");
  });

  it('flags a first payment to an unknown address once, and never a saved counterparty', () => {
    const stranger = getAddress('0x' + 'ab'.repeat(20));
    const rows = [row({ counterparty: stranger, time: daysAgo(3) }), row({ counterparty: stranger, time: daysAgo(1) })];
    const found = findAnomalies(
      inputs({ transactions: [...rows, row({ time: daysAgo(1) })], counterparties: [counterparty('Acme', VENDOR)] }),
    );
    expect(found.filter((item) => item.kind === 'new-address').map((item) => item.id)).toEqual([
      `new-address:${rows[0]?.id}`,
    ]);
  });

  it('flags an amount far from the counterparty usual, with the numbers', () => {
    const usual = [1, 1.1, 0.9, 1, 1.05, 0.95].map((value, index) =>
      row({ units: String(BigInt(Math.round(value * 100)) * (ETHER / 100n)), time: daysAgo(60 - index * 5) }),
    );
    const big = row({ units: String(20n * ETHER), time: daysAgo(1) });
    const found = findAnomalies(
      inputs({ transactions: [...usual, big], counterparties: [counterparty('Acme', VENDOR)] }),
    );
    const outliers = found.filter((item) => item.kind === 'amount-outlier');
    expect(outliers.map((item) => item.id)).toEqual([`amount-outlier:${big.id}`]);
    expect(outliers[0]?.why.numbers.find((n) => n.label === 'Median')?.value).toBe('1\u00a0ETH');
  });

  it('uses the MAD = 0 guard when most amounts are equal', () => {
    const same = Array.from({ length: 6 }, (_, index) => row({ time: daysAgo(40 - index * 5) }));
    const odd = row({ units: String(3n * ETHER), time: daysAgo(1) });
    const found = findAnomalies(
      inputs({ transactions: [...same, odd], counterparties: [counterparty('Acme', VENDOR)] }),
    );
    const outlier = found.find((item) => item.kind === 'amount-outlier');
    expect(outlier?.why.method).toMatch(/MAD was 0/);
  });

  it('ignores pending and old movements', () => {
    const found = findAnomalies(
      inputs({
        transactions: [row({ time: daysAgo(200) }), row({ time: daysAgo(200, -1) }), row({ status: 'pending' })],
      }),
    );
    expect(found).toEqual([]);
  });

  it('lookAlikeOf, what the lists read: the same test, a saved or own address never flagged itself', () => {
    const OPS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const twin = getAddress(`0x${VENDOR.slice(2, 6)}${'1'.repeat(32)}${VENDOR.slice(-4)}`);
    const ownTwin = getAddress(`0x${OPS.slice(2, 6)}${'3'.repeat(32)}${OPS.slice(-4)}`.toLowerCase());
    const check = lookAlikeOf([counterparty('Acme', VENDOR)], [OPS.toLowerCase()]);
    expect([check(twin), check(twin.toLowerCase()), check(ownTwin)]).toEqual([VENDOR, VENDOR, OPS]);
    expect([check(VENDOR), check(OPS), check(CLIENT), check(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // The anomaly check flags the same payment against the same known address.
    const found = findAnomalies(
      inputs({
        transactions: [row({ counterparty: twin, time: daysAgo(1) })],
        counterparties: [counterparty('Acme', VENDOR)],
      }),
    );
    expect(found[0]?.why.numbers.find((number) => number.label === 'Known address')?.value).toBe(VENDOR);
  });
});
