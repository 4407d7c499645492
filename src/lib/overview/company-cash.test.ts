import { describe, expect, it } from 'vitest';
import { indexPrices } from '@/lib/ledger/prices';
import { cashPosition } from './cash-position';
import { companyBalances, companyRows, companyScope } from './company-cash';
import { balanceRow, ME, OTHER, TOKEN, txRow } from './overview-rows.testing';

// ME is the company's treasury wallet; DEV is a watched wallet that is not (the connected
// development account); TOKEN is the company's own share token.
const DEV = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SHARES = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

const scope = companyScope([{ chainId: 31337, address: ME }], [{ chainId: 31337, address: SHARES }]);

describe('company cash', () => {
  it('counts the treasury wallets only, never the company’s own tokens, valued in the company’s currency', () => {
    const balances = [
      balanceRow(ME, 'native', '3000000000000000000'), // 3 ETH, the company's
      balanceRow(DEV, 'native', '10000000000000000000000'), // 10,000 test ETH, not the company's
      balanceRow(ME, SHARES, '600000000000000000000000', 'LARK'), // 600,000 of its own shares: equity
      balanceRow(ME, TOKEN, '2500000', 'TUSD', 6), // 2.5 TUSD, a token it holds: cash
      { ...balanceRow(ME, 'native', '5000000000000000000'), chainId: 1 }, // the same address on another network: not listed there
    ];
    const prices = indexPrices([
      { commodity: '31337:native', date: '2026-03-01', price: '1500.25' },
      { commodity: `31337:${TOKEN.toLowerCase()}`, date: '2026-03-01', price: '0.8' },
      { commodity: `31337:${SHARES.toLowerCase()}`, date: '2026-03-01', price: '0.55' },
    ]);
    const cash = cashPosition(companyBalances(balances, scope), prices, '2026-03-10');
    expect(cash.assets.map((a) => [a.symbol, a.units])).toEqual([
      ['ETH', 3_000_000_000_000_000_000n],
      ['TUSD', 2_500_000n],
    ]);
    // 3 × 1500.25 = 4500.75; 2.5 × 0.8 = 2; total 4502.75.
    expect(cash.total).toEqual({ known: { units: 450275n, scale: 2 }, missing: [] });
  });

  it('reads a move between a treasury wallet and another watched wallet as money in or out of the company', () => {
    const funding = txRow({ from: DEV, to: ME, direction: 'own', wallets: [DEV, ME], units: '4', fee: '1' });
    const drawing = txRow({ from: ME, to: DEV, direction: 'own', wallets: [ME, DEV], units: '2', fee: '1' });
    const devOnly = txRow({ from: DEV, to: OTHER, direction: 'out', wallets: [DEV], units: '9' });
    const shares = txRow({ asset: SHARES, symbol: 'LARK', from: ME, to: OTHER, direction: 'out', units: '5' });
    const sale = txRow({ from: OTHER, to: ME, units: '3' });
    const rows = companyRows([funding, drawing, devOnly, shares, sale], scope);
    expect(rows.map((r) => [r.id, r.direction, r.counterparty, r.wallets])).toEqual([
      [funding.id, 'in', DEV, [ME]],
      [drawing.id, 'out', DEV, [ME]],
      [sale.id, 'in', OTHER, [ME]],
    ]);
    expect(rows[2]).toBe(sale);
  });

  it('has no cash without a treasury wallet (a connected account alone is not the company’s)', () => {
    const none = companyScope([], []);
    expect(companyBalances([balanceRow(DEV, 'native', '1')], none)).toEqual([]);
    expect(companyRows([txRow({ to: DEV, wallets: [DEV], units: '1' })], none)).toEqual([]);
  });
});
