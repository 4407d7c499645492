// Where docs/architecture.md draws a line around a package, as one lint rule (app code under src/;
// tests and scripts are free):
//   - ethers writes: the classes that sign or send (a Contract, a wallet, a signer, a factory) are
//     made only in lib/chain and lib/contracts, and `x.sendTransaction(…)` is called only there; every
//     other send goes through lib/chain's sender. Providers and the browser signer are made in
//     lib/wallet only, with the spec's contract handle (no runner: it cannot send until a sender
//     connects it). Reading with ethers (Interface, getAddress, AbiCoder, …) is free.
//   - Dexie: only lib/db and the folders that own a database of their own (lib/ipfs's block store,
//     lib/team's device keys, team state and bundles); everything else reads and follows the
//     workspace through lib/db (useLiveQuery, watchQuery, onStorageMutated).
//   - react-router: never in the UI kit (components/ui), which knows no route; router-aware shared
//     pieces live in components/navigation, and the kit's links take the link the shell provides.
import { isTestFile, layerOf } from './import-direction.mjs';
import { resolve, relative, sep } from 'node:path';

/** ethers' classes that sign or send transactions (a value import makes one). */
export const ETHERS_SENDERS = new Set([
  'Contract',
  'BaseContract',
  'ContractFactory',
  'Wallet',
  'BaseWallet',
  'HDNodeWallet',
  'NonceManager',
  'AbstractSigner',
  'VoidSigner',
]);
/** ethers' providers and the signer a provider hands out: made in lib/wallet only. */
const ETHERS_PROVIDERS = /^(.*Provider|JsonRpcSigner)$/;
/** The names a namespace or `ethers` import would bring in all at once. */
const ETHERS_EVERYTHING = 'ethers';

const SENDING_LIBS = new Set(['chain', 'contracts']);
const PROVIDER_LIBS = new Set(['wallet']);
/** Files outside SENDING_LIBS allowed one sending class, and why. */
const SENDER_EXCEPTIONS = new Map([
  // The spec's contract handle, made with no runner when a session opens; senders connect it.
  ['lib/wallet/contract-handle', new Set(['Contract'])],
]);

const DEXIE = /^dexie(\/|$)/;
const DEXIE_LIBS = new Set(['db', 'team', 'team/keys', 'team/doc', 'team/net']);
const DEXIE_FILES = new Set(['lib/ipfs/block-db']);

const ROUTER = /^react-router(-dom)?(\/|$)/;
const KIT = 'ui';

/** `src/lib/wallet/contract-handle.ts` → `lib/wallet/contract-handle`. */
function moduleOf(file, srcRoot) {
  return relative(srcRoot, file)
    .split(sep)
    .join('/')
    .replace(/\.[cm]?[jt]sx?$/, '');
}

/** Why a file (`where`: its layer and module) may not import `names` from `source`, or null when it may. */
export function packageViolation(where, source, names) {
  const { layer, module } = where;
  const lib = layer?.layer === 'lib' ? layer.name : null;
  if (DEXIE.test(source)) {
    if ((lib && DEXIE_LIBS.has(lib)) || DEXIE_FILES.has(module)) return null;
    return 'Dexie is used in lib/db only (read and follow the workspace through lib/db)';
  }
  if (ROUTER.test(source)) {
    if (layer?.layer === 'components' && layer.name === KIT)
      return 'the UI kit knows no route: router-aware pieces live in components/navigation';
    return null;
  }
  if (source !== 'ethers') return null;
  for (const name of names) {
    if (name === '*' || name === ETHERS_EVERYTHING) {
      if (lib && (SENDING_LIBS.has(lib) || PROVIDER_LIBS.has(lib))) continue;
      return "import ethers' functions by name (its senders are made in lib/chain and lib/contracts only)";
    }
    if (ETHERS_SENDERS.has(name) && !(lib && SENDING_LIBS.has(lib)) && !SENDER_EXCEPTIONS.get(module)?.has(name))
      return `writes through ethers live in lib/chain and lib/contracts: ${name} is not made here (send through lib/chain's sendTransaction)`;
    if (ETHERS_PROVIDERS.test(name) && !(lib && PROVIDER_LIBS.has(lib)))
      return `ethers providers and signers are made in lib/wallet only (${name})`;
  }
  return null;
}

/** The value names an import declaration brings in (type-only ones left out); `*` for a namespace. */
function valueNames(node) {
  if (node.importKind === 'type') return [];
  return node.specifiers
    .filter((s) => s.importKind !== 'type')
    .map((s) => {
      if (s.type === 'ImportNamespaceSpecifier') return '*';
      if (s.type === 'ImportDefaultSpecifier') return ETHERS_EVERYTHING;
      return s.imported.type === 'Identifier' ? s.imported.name : s.imported.value;
    });
}

/** @type {import('eslint').Rule.RuleModule} */
export const packageLimits = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep ethers writes, Dexie and react-router where docs/architecture.md puts them' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const srcRoot = resolve(root, 'src');
    const layer = layerOf(file, srcRoot);
    if (!layer || isTestFile(file, root)) return {};
    const where = { layer, module: moduleOf(file, srcRoot) };
    const lib = layer.layer === 'lib' ? layer.name : null;
    const report = (node, reason) => context.report({ node, message: `Package limits: ${reason}.` });
    const check = (node, source, names) => {
      if (typeof source !== 'string') return;
      const reason = packageViolation(where, source, names);
      if (reason) report(node, reason);
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, valueNames(node)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, ['*']),
      ExportNamedDeclaration: (node) =>
        node.source &&
        node.exportKind !== 'type' &&
        check(
          node,
          node.source.value,
          node.specifiers.map((s) => s.local.name),
        ),
      ExportAllDeclaration: (node) => check(node, node.source.value, ['*']),
      "CallExpression > MemberExpression.callee[property.name='sendTransaction']": (node) => {
        if (!(lib && SENDING_LIBS.has(lib)))
          report(node, "transactions are sent by lib/chain's sendTransaction only (it keeps the pending record)");
      },
    };
  },
};
