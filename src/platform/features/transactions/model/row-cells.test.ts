import { describe, expect, it } from 'vitest';
import { cellsOf } from './row-cells';
import { toTxView } from './tx-view';
import { OTHER, OURS, txRow } from './tx-rows.testing';

describe('cellsOf', () => {
  it('formats a row once and returns the same cells for the same view', () => {
    const view = toTxView(
      txRow({
        direction: 'out',
        from: OURS,
        to: OTHER,
        counterparty: OTHER,
        fee: '21000000000000',
        units: '1500000000000000000',
      }),
    );
    const cells = cellsOf(view);
    expect(cells).toMatchObject({ kind: 'Transfer', counterparty: OTHER });
    expect(cells.amount).toMatch(/^-1[.,]5\u00a0ETH$/);
    expect(cells.fee).toMatch(/\u00a0ETH$/);
    expect(cellsOf(view)).toBe(cells);
  });

  it('shows a dash without a fee and the receiving wallet between own wallets', () => {
    const cells = cellsOf(toTxView(txRow({ direction: 'own', from: OURS, to: OTHER, counterparty: null, fee: null })));
    expect(cells.fee).toBe('—');
    expect(cells.counterparty).toBe(OTHER);
  });

  it("writes the time in the company's locale and zone, again when they change", () => {
    const view = toTxView(txRow({ time: '2026-11-21T09:00:00.000Z' }));
    const london = { locale: 'en-GB', timeZone: 'Europe/London' };
    const berlin = { locale: 'en-GB', timeZone: 'Europe/Berlin' };
    expect(cellsOf(view, london).time).toBe('21 Nov 2026, 09:00:00');
    expect(cellsOf(view, london)).toBe(cellsOf(view, london));
    expect(cellsOf(view, berlin).time).toBe('21 Nov 2026, 10:00:00');
  });
});
