import { describe, it } from 'vitest';
import { ruleTester } from './rule-tester.testing';
import { MONEY_TEXT_MESSAGE, noHandBuiltMoney } from './money-text.mjs';

const tester = ruleTester({ typescript: true });
const handBuilt = { message: MONEY_TEXT_MESSAGE };

describe('no-hand-built-money', () => {
  it('refuses an amount joined to its symbol or currency by hand, in either order', () => {
    tester.run('no-hand-built-money', noHandBuiltMoney, {
      valid: [
        // lib/money writes the unit.
        'const a = formatQuantity(units, 6, { symbol: asset.symbol });',
        'const b = `Payments above ${formatMoney(above, currency)} need an approval.`;',
        'const c = `paid ${exactQuantity(value, fiat.decimals, fiat.currency)} at its rate`;',
        // A rate is written exactly as stored, and a name beside a symbol is no amount.
        'const d = `Booked at ${fiat.issueRate.price} ${fiat.currency} per ${asset.symbol}`;',
        'const e = `${wallet.label} ${asset.symbol} on ${network}`;',
        // Something else between them than a space, or a count of things.
        'const f = `${toDecimalString(units, 6)}, ${asset.symbol}`;',
        'const g = `${rows.length} ${asset.symbol} movements`;',
        'const h = `${count} ${unitName} left over`;',
      ],
      invalid: [
        { code: 'const a = `${toDecimalString(units, 6)} ${asset.symbol}`;', errors: [handBuilt] },
        { code: 'const b = `${formatQuantity(units, 18)} ${symbol}`;', errors: [handBuilt] },
        { code: 'const c = `${formatQuantity(units, 18)}\\u00a0${row.symbol}`;', errors: [handBuilt] },
        { code: 'const d = `${limit.above} ${limit.symbol}`;', errors: [handBuilt] },
        { code: 'const e = `${policy.currency} ${(units / scale).toFixed(2)}`;', errors: [handBuilt] },
        { code: 'const f = `${hints.total} ${hints.assetSymbol}`;', errors: [handBuilt] },
        { code: 'const g = `${value.toFixed(2)} ${baseCurrency}`;', errors: [handBuilt] },
        { code: 'const h = `${amount} ${infos.get(id)?.symbol ?? id}`;', errors: [handBuilt] },
        { code: 'const i = `${formatUnits(wei, 18)} ${network.currencySymbol}`;', errors: [handBuilt] },
        { code: 'const j = `${policy.currency} ${(units / scale).toString()}${fraction}`;', errors: [handBuilt] },
      ],
    });
  });
});
