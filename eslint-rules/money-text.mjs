// Money text has one writer, lib/money: formatMoney for a currency (`€1,000.00`), formatQuantity or
// displayQuantity for a crypto quantity (`1,234.5 USDC`, the unit after a no-break space), and
// exactQuantity for the written form that is stored, signed or read by a program (`1234.5 USDC`).
// This rule refuses the hand-built join those replace: an amount and its unit side by side, with at
// most a space between them, in a template literal, in JSX text or in a `+` of strings:
//   `${toDecimalString(units, 6)} ${asset.symbol}`   `${formatQuantity(units, 18)} ${symbol}`
//   `${limit.above} ${limit.symbol}`                  `${policy.currency} ${amount}`
//   <p>{amount} {symbol}</p>   <p>Due {formatQuantity(open, 2)}{' '}{fiat.currency}</p>
//   <p>{formatEther(wei)} ETH</p>   `${total} USD`   `£${amount}`   amount + ' ' + asset.symbol
// An amount is a call to a number writer (toDecimalString, formatQuantity, minorToDecimal, ethers'
// formatUnits and formatEther, toFixed, toString) or a value named like one (amount, units, total,
// above, …), also as one branch of `c ? '?' : amount`; a unit is a value named symbol or currency
// (`asset.symbol`, `baseCurrency`, `fiat.currency`), a currency sign (`$`, `€`, `£`) or a code
// written out (`ETH`, `USDC`, an ISO 4217 code such as `USD`). A rate
// (`${rate.price} ${fiat.currency}`), a name beside a symbol (`${wallet.label} ${symbol}`) and a
// count beside a word (`{rows.length} ETH movements`) are neither, and pass: a rate is written
// exactly as stored, never rounded to a currency's cents.
import { jsxChildText } from './jsx-text.mjs';

/** Calls that write a number's digits. */
const NUMBER_WRITERS = new Set([
  'toDecimalString',
  'formatQuantity',
  'minorToDecimal',
  'roundDecimal',
  'formatUnits',
  'formatEther',
  'toFixed',
  'toString',
]);
/** What an amount's value is called (the last word of its name). */
const AMOUNT_NAME = /(^|[a-z_])(amount|units|total|above|balance|magnitude|payable|sum|decimal)$/i;
/** What a unit's value is called (the last word of its name). */
const UNIT_NAME = /(^|[a-z_])(symbol|currency|currencyCode)$/i;
/** Only a space (or a no-break space) between the two, or nothing. */
const JOIN = /^[ \u00a0]?$/;
/** Codes written out as a unit: the ISO 4217 currencies the runtime knows, and the usual crypto assets. */
const CODES = [...Intl.supportedValuesOf('currency'), 'ETH', 'WETH', 'BTC', 'WBTC', 'USDC', 'USDT', 'DAI', 'EURC'];
const UNIT_WORD = `(?:\\p{Sc}|(?<![\\p{L}\\p{N}_])(?:${CODES.join('|')})(?![\\p{L}\\p{N}_]))`;
/** Text that starts with a unit (after at most a space): what follows an amount in `{amount} ETH`. */
const UNIT_AFTER = new RegExp(`^[ \\u00a0]?${UNIT_WORD}`, 'u');
/** Text that ends with a unit (then at most a space): what precedes an amount in `£{amount}`, `USD {amount}`. */
const UNIT_BEFORE = new RegExp(`${UNIT_WORD}[ \\u00a0]?$`, 'u');

/** The name an expression is read by: `x`, `a.b.x`, `f(…)` → `f`, `a.f(…)` → `f`; null when none. */
function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  if (node.type === 'LogicalExpression' && node.operator === '??') return nameOf(node.left);
  if (node.type === 'TSNonNullExpression') return nameOf(node.expression);
  return null;
}

/** Whether `node` writes or holds an amount (either branch of a conditional: `x ? '?' : amount`). */
function isAmount(node) {
  if (node.type === 'CallExpression') return NUMBER_WRITERS.has(nameOf(node.callee) ?? '');
  if (node.type === 'ChainExpression') return isAmount(node.expression);
  if (node.type === 'ConditionalExpression') return isAmount(node.consequent) || isAmount(node.alternate);
  const name = nameOf(node);
  return name !== null && AMOUNT_NAME.test(name);
}

/** Whether `node` holds a unit: a symbol or a currency code. */
function isUnit(node) {
  if (node.type === 'ConditionalExpression') return isUnit(node.consequent) || isUnit(node.alternate);
  const name = nameOf(node);
  return name !== null && UNIT_NAME.test(name);
}

/** A string's text when `node` is a plain string (`' '`, `` `ETH` ``), else null. */
function stringOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? '';
  return null;
}

/**
 * What is written, in order, as texts and expressions, with neighbouring texts merged: a text part
 * is `{ text }`, an expression `{ node }`. Two expressions side by side have an empty text between.
 */
function sequence(items) {
  const parts = [];
  for (const item of items) {
    const last = parts[parts.length - 1];
    if ('text' in item && last && 'text' in last) last.text += item.text;
    else if ('node' in item && (!last || 'node' in last)) parts.push({ text: '' }, item);
    else parts.push(item);
  }
  if (!parts.length || 'node' in parts[parts.length - 1]) parts.push({ text: '' });
  return parts; // text, node, text, node, …, text
}

/** The expressions and texts of a `+` chain, left to right: `a + ' ' + b` → [a, ' ', b]. */
function plusParts(node) {
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return [...plusParts(node.left), ...plusParts(node.right)];
  const text = stringOf(node);
  return [text === null ? { node } : { text }];
}

export const MONEY_TEXT_MESSAGE =
  'An amount with its unit is written by lib/money: formatMoney (a currency), formatQuantity or displayQuantity with `symbol` (a crypto quantity on a screen), exactQuantity (stored, signed or exported text).';

/** @type {import('eslint').Rule.RuleModule} */
export const noHandBuiltMoney = {
  meta: {
    type: 'problem',
    docs: { description: 'No amount joined to its symbol or currency by hand: lib/money writes money text' },
    schema: [],
  },
  create(context) {
    /** Reports each amount written beside its unit in `parts` (text, node, text, node, …, text). */
    function check(parts) {
      for (let i = 1; i < parts.length; i += 2) {
        const node = parts[i].node;
        const next = parts[i + 2]?.node;
        const between = parts[i + 1].text;
        const pair =
          next && JOIN.test(between) && ((isAmount(node) && isUnit(next)) || (isUnit(node) && isAmount(next)));
        const written = isAmount(node) && (UNIT_AFTER.test(between) || UNIT_BEFORE.test(parts[i - 1].text));
        if (pair || written) context.report({ node, message: MONEY_TEXT_MESSAGE });
      }
    }
    /** JSX children as rendered: text as React writes it, `{' '}` as its string, comments left out. */
    function checkChildren(children) {
      const items = [];
      for (const child of children) {
        if (child.type === 'JSXText') items.push({ text: jsxChildText(child.value) });
        else if (child.type === 'JSXExpressionContainer') {
          if (child.expression.type === 'JSXEmptyExpression') continue;
          const text = stringOf(child.expression);
          items.push(text === null ? { node: child.expression } : { text });
        } else items.push({ text: '\u0000' }); // an element: nothing joins across it
      }
      check(sequence(items));
    }
    return {
      TemplateLiteral(node) {
        const items = [];
        node.quasis.forEach((quasi, i) => {
          items.push({ text: quasi.value.cooked ?? '' });
          if (i < node.expressions.length) items.push({ node: node.expressions[i] });
        });
        check(sequence(items));
      },
      JSXElement: (node) => checkChildren(node.children),
      JSXFragment: (node) => checkChildren(node.children),
      BinaryExpression(node) {
        if (node.operator !== '+' || (node.parent.type === 'BinaryExpression' && node.parent.operator === '+')) return;
        const items = plusParts(node);
        if (items.some((item) => 'text' in item)) check(sequence(items));
      },
    };
  },
};
