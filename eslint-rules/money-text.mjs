// Money text has one writer, lib/money: formatMoney for a currency (`€1,000.00`), formatQuantity or
// displayQuantity for a crypto quantity (`1,234.5 USDC`, the unit after a no-break space), and
// exactQuantity for the written form that is stored, signed or read by a program (`1234.5 USDC`).
// This rule refuses the hand-built join those replace: an amount and its unit side by side in a
// template literal, with only a space between them:
//   `${toDecimalString(units, 6)} ${asset.symbol}`   `${formatQuantity(units, 18)} ${symbol}`
//   `${limit.above} ${limit.symbol}`                  `${policy.currency} ${amount}`
// An amount is a call to a number writer (toDecimalString, formatQuantity, minorToDecimal, ethers'
// formatUnits and formatEther, toFixed, toString) or a value named like one (amount, units, total, above, …);
// a unit is a value named symbol or currency (`asset.symbol`, `baseCurrency`, `fiat.currency`). A
// rate (`${rate.price} ${fiat.currency}`) and a name beside a symbol (`${wallet.label} ${symbol}`)
// are neither, and pass: a rate is written exactly as stored, never rounded to a currency's cents.

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
const AMOUNT_NAME = /(^|[a-z_])(amount|units|total|above|balance|magnitude|payable|sum)$/i;
/** What a unit's value is called (the last word of its name). */
const UNIT_NAME = /(^|[a-z_])(symbol|currency|currencyCode)$/i;
/** Only a space (or a no-break space) between the two. */
const JOIN = /^[ \u00a0]$/;

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

/** Whether `node` writes or holds an amount. */
function isAmount(node) {
  if (node.type === 'CallExpression') return NUMBER_WRITERS.has(nameOf(node.callee) ?? '');
  if (node.type === 'ChainExpression') return isAmount(node.expression);
  const name = nameOf(node);
  return name !== null && AMOUNT_NAME.test(name);
}

/** Whether `node` holds a unit: a symbol or a currency code. */
function isUnit(node) {
  const name = nameOf(node);
  return name !== null && UNIT_NAME.test(name);
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
    return {
      TemplateLiteral(node) {
        const { expressions, quasis } = node;
        for (let i = 0; i + 1 < expressions.length; i++) {
          if (!JOIN.test(quasis[i + 1].value.cooked ?? '')) continue;
          const [left, right] = [expressions[i], expressions[i + 1]];
          if ((isAmount(left) && isUnit(right)) || (isUnit(left) && isAmount(right)))
            context.report({ node: left, message: MONEY_TEXT_MESSAGE });
        }
      },
    };
  },
};
