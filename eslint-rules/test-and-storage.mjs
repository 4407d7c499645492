// Two holes the built-in selectors left open, closed as rules of their own:
//   - no focused tests: `.only` anywhere in a chain that starts at a test function (`it.only`,
//     `describe.only`, `test.only`, `test.describe.only`, `test.describe.serial.only`, `it.only.each`, …);
//   - no localStorage under src/ (records live in IndexedDB, src/lib/db): the global by name is
//     no-restricted-globals' (eslint.config.mjs); this rule catches it reached through the global object (`globalThis.localStorage`, `window.localStorage`,
//     `self['localStorage']`, `const { localStorage } = globalThis`).

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe', 'suite', 'bench']);
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self']);
const STORAGE = 'localStorage';

/** The name of a member expression's property (`a.b`, `a['b']`), or null when computed from a variable. */
function propertyName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  if (node.property.type === 'TemplateLiteral' && node.property.expressions.length === 0)
    return node.property.quasis[0].value.cooked;
  return null;
}

/** The identifier a member chain starts from (`test` in `test.describe.only`), or null. */
function rootName(node) {
  let object = node;
  while (object.type === 'MemberExpression') object = object.object;
  if (object.type === 'CallExpression') return rootName(object.callee);
  return object.type === 'Identifier' ? object.name : null;
}

/** Whether `node` is the global object (`globalThis`, `window`, `self`, or `window.globalThis` and the like). */
function isGlobalObject(node) {
  if (node.type === 'Identifier') return GLOBAL_OBJECTS.has(node.name);
  return node.type === 'MemberExpression' && GLOBAL_OBJECTS.has(propertyName(node)) && isGlobalObject(node.object);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFocusedTests = {
  meta: { type: 'problem', docs: { description: 'No focused tests (.only), at any depth' }, schema: [] },
  create(context) {
    return {
      MemberExpression(node) {
        if (propertyName(node) === 'only' && TEST_FUNCTIONS.has(rootName(node.object) ?? ''))
          context.report({ node, message: 'No focused tests.' });
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
export const noLocalStorage = {
  meta: { type: 'problem', docs: { description: 'Records live in IndexedDB: no localStorage' }, schema: [] },
  create(context) {
    const message = 'Records live in IndexedDB (src/lib/db), never in localStorage.';
    return {
      MemberExpression(node) {
        if (propertyName(node) === STORAGE && isGlobalObject(node.object)) context.report({ node, message });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init || !isGlobalObject(node.init)) return;
        for (const property of node.id.properties)
          if (property.type === 'Property' && (property.key.name ?? property.key.value) === STORAGE)
            context.report({ node: property, message });
      },
    };
  },
};
