import { describe, it } from 'vitest';
import { ruleTester } from './rule-tester.testing';
import { MONEY_TEXT_MESSAGE, noHandBuiltMoney } from './money-text.mjs';

const tester = ruleTester({ typescript: true });
const jsx = ruleTester({ typescript: true, jsx: true });
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
        'const i = `${asset.decimals} ${asset.symbol} decimals`;',
      ],
      invalid: [
        { code: 'const a = `${toDecimalString(units, 6)} ${asset.symbol}`;', errors: [handBuilt] },
        { code: 'const b = `${formatQuantity(units, 18)} ${symbol}`;', errors: [handBuilt] },
        { code: 'const c = `${formatQuantity(units, 18)}\\u00a0${row.symbol}`;', errors: [handBuilt] },
        { code: 'const d = `${limit.above} ${limit.symbol}`;', errors: [handBuilt] },
        { code: 'const e = `${policy.currency} ${(units / scale).toFixed(2)}`;', errors: [handBuilt] },
        { code: 'const f = `${hints.total} ${hints.assetSymbol}`;', errors: [handBuilt] },
        { code: 'const g = `${value.toFixed(2)} ${baseCurrency}`;', errors: [handBuilt] },
        { code: 'const k = `${shown.exactDecimal} ${symbol}: entries`;', errors: [handBuilt] },
        { code: 'const h = `${amount} ${infos.get(id)?.symbol ?? id}`;', errors: [handBuilt] },
        { code: 'const i = `${formatUnits(wei, 18)} ${network.currencySymbol}`;', errors: [handBuilt] },
        { code: 'const j = `${policy.currency} ${(units / scale).toString()}${fraction}`;', errors: [handBuilt] },
      ],
    });
  });

  it('refuses a unit written out beside an amount, and a `+` of strings, and passes a count or a price', () => {
    tester.run('no-hand-built-money', noHandBuiltMoney, {
      valid: [
        'const a = `${rows.length} ETH movements`;',
        'const b = `Booked at ${rate.price} USD per ETH`;',
        'const c = `${total} VAT included`;',
        'const d = label + " " + asset.symbol;',
        'const e = `${count} USDC transfers, ${formatQuantity(units, 6, { symbol: true })}`;',
        'const f = total + fee;',
      ],
      invalid: [
        { code: 'const a = `${formatQuantity(wei, 18, CARD)} ETH`;', errors: [handBuilt] },
        { code: 'const b = `${total} USD`;', errors: [handBuilt] },
        { code: 'const c = `£${amount}`;', errors: [handBuilt] },
        { code: 'const d = `Pay USDC ${toDecimalString(units, 6)} now`;', errors: [handBuilt] },
        { code: 'const e = toDecimalString(units, 6) + " " + asset.symbol;', errors: [handBuilt] },
        { code: 'const f = amount + " ETH";', errors: [handBuilt] },
        { code: 'const g = `${missing ? "?" : formatQuantity(units, 6)} ${symbol}`;', errors: [handBuilt] },
      ],
    });
  });

  it('refuses the same joins in JSX text and expressions', () => {
    jsx.run('no-hand-built-money', noHandBuiltMoney, {
      valid: [
        // lib/money writes the unit.
        'const a = <p>Due {formatQuantity(open, 2, { symbol: fiat.currency })}</p>;',
        'const b = <p>{formatMoney(total, baseCurrency)} owed</p>;',
        'const c = <Amount units={units} asset={asset} />;',
        // A count and a word, a label, an address, a price: no amount.
        'const d = <p>{rows.length} ETH transfers</p>;',
        'const e = <p>{wallet.label} {asset.symbol}</p>;',
        'const f = <p>{shortenAddress(address)} {symbol}</p>;',
        'const g = <p>at {rate.price} {fiat.currency} per {symbol}</p>;',
        'const h = <p>{count} invoices in {currency}</p>;',
        // An element between them, or words.
        'const i = <p><b>{total}</b> {symbol}</p>;',
        'const j = <p>{total} of the {symbol} balance</p>;',
        'const k = <p>{total}, {currency}</p>;',
      ],
      invalid: [
        { code: 'const a = <p>{amount} {symbol}</p>;', errors: [handBuilt] },
        { code: 'const b = <p>{formatEther(wei)} ETH</p>;', errors: [handBuilt] },
        { code: 'const c = <p>Due {formatQuantity(open, 2)} {fiat.currency} =</p>;', errors: [handBuilt] },
        { code: "const d = <p>{formatQuantity(units, 18)}{' '}{asset.symbol}</p>;", errors: [handBuilt] },
        { code: 'const e = <p>{amount}&nbsp;{symbol}</p>;', errors: [handBuilt] },
        { code: 'const f = <p>{currency} {balance}</p>;', errors: [handBuilt] },
        { code: 'const g = <p>£{total}</p>;', errors: [handBuilt] },
        { code: 'const h = <>{toDecimalString(units, 6)} USDC</>;', errors: [handBuilt] },
        {
          code: "const i = <span>{units === null ? '?' : formatQuantity(units, 18)} {message.symbol}</span>;",
          errors: [handBuilt],
        },
        { code: 'const j = <p>\n  {amount}\n  {symbol}\n</p>;', errors: [handBuilt] },
        { code: 'const k = <p>{`${amount} ${symbol}`}</p>;', errors: [handBuilt] },
      ],
    });
  });
});
