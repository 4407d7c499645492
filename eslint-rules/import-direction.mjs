// The import direction of docs/architecture.md, as one lint rule:
//   pages/layouts → layouts, landing, config, styles, and of the platform its islands, the route
//                   table and the pre-rendered loading screens (DOCUMENT_ENTRIES); the app document
//                   also lib/dev-wallet and lib/offline (nothing imports pages). .astro files are linted too.
//   platform (app, shell) → platform/features → components/ui, lib, config
//   features never import each other; landing never imports platform or the heavy libs.
//   Inside a feature, model/ never imports store/ or components/, nor src/components.
//   A page made of unrelated tools (Utility) keeps each tool in its own folder: a tool never imports
//   another tool; what two tools share lives in the page's shared/ folder (which imports no tool),
//   and only the page's own top-level files compose the tools.
// Inside lib, folders are ranked (LIB_ORDER below): a folder imports its own files and folders of a
// lower rank only, never a sibling of its own rank or anything above it.
// And test code stays out of what ships: only tests import `*.testing.ts` helpers or tests/**, and
// scripts/** (node-side tools) never import tests/**; app code never imports scripts/** (where the
// development keys live).
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** Features whose sub-folders are separate tools (each with its own model/ store/ components/), composed by the page. */
export const FEATURES_OF_TOOLS = new Set(['utility']);
const SHARED_PART = 'shared';
// The order inside lib, lowest first; the folders of one rank do not import each other:
//   1. primitives                      networks, addresses, chain values, contract events, days
//   2. money, formats, forms, files,   amounts and assets; CSV, EIP-681, QR; form helpers; downloads;
//      dev-wallet, stats, offline      the local development wallet; pure statistics (forecasting,
//                                      robust scores, classifiers, metrics); the service worker's
//                                      registration and updates, the online flag
//   2b. wallet                         the browser wallet (EIP-1193): above money, whose formatter
//                                      writes its balance
//   3. db                              the workspace database: schemas, records, backup
//   4. chain, counterparties           node and explorer clients, the sender; the counterparty store
//   5. contracts, tokens, signing      deployments and ABIs; cap tables read from Transfer logs; signing
//                                      and verifying messages (EIP-191, EIP-712, ERC-1271 through chain)
//   6. chain/sync, ipfs, price-feeds   the sync engine (finds rows, writes them); documents and anchors;
//                                      on-chain price feeds (directory, rounds, the price cache)
//      safe                            Safe multisig treasuries: SafeTx, owners' signatures, MultiSend
//   7. ledger                          accounts, entries, periods, reports, the ledger stores
//   8. payments                        invoices, bills, matching, the pay page's status
//   9. posting, mail                   turns records into ledger entries (the sync engine's rows,
//                                      invoices, bills, distributions, tokens); mail records, templates,
//                                      pay links and reminder schedules (Mail, Calendar, Dashboard)
//  10. overview, calendar              read models shared by the Dashboard, SBI and the Calendar; the
//                                      Calendar's derived events (due dates, schedules, closings)
//  11. insights                        the insights engine (forecast, anomalies, categorisation)
//  12. sample                          local mode's sample company: its seeded plan and the chain runner
//  13. team                            the team workspace: join, publish and apply, over its three parts
//      (team/keys 6: device keys, certificates, keyrings; team/doc 6: the shared documents and their
//      projection into the tables; team/net 7: encrypted bundles carried as IPFS blocks)
// A sub-folder with its own rank (chain/sync, team/*) is its own folder here.
// chain/sync is ranked apart from chain: the engine uses contract deployments, which use the chain
// clients. A new lib folder needs a rank here before it imports or is imported across folders.
export const LIB_ORDER = [
  ['primitives'],
  ['money', 'formats', 'forms', 'files', 'dev-wallet', 'stats', 'offline'],
  ['wallet'],
  ['db'],
  ['chain', 'counterparties'],
  ['contracts', 'tokens', 'signing'],
  ['chain/sync', 'ipfs', 'price-feeds', 'team/keys', 'team/doc', 'safe'],
  ['ledger', 'team/net'],
  ['payments'],
  ['einvoice'], // EN 16931 e-invoices (CII, UBL) and the invoice PDF, from payments' figures; mail attaches them
  ['posting', 'mail'],
  ['overview', 'calendar'],
  ['insights'],
  ['sample'],
  ['team'],
];
const LIB_RANK = new Map(LIB_ORDER.flatMap((folders, rank) => folders.map((folder) => [folder, rank])));

/** Why lib folder `from` may not import lib folder `to` (by LIB_ORDER), or null when it may. */
export function libOrderViolation(from, to) {
  if (from === to) return null;
  const fromRank = LIB_RANK.get(from);
  const toRank = LIB_RANK.get(to);
  if (fromRank === undefined) return `lib/${from} has no rank in the lib order (LIB_ORDER)`;
  if (toRank === undefined) return `lib/${to} has no rank in the lib order (LIB_ORDER)`;
  if (toRank === fromRank) return `lib/${from} and lib/${to} share a rank and never import each other`;
  if (toRank > fromRank) return `lib/${from} never imports lib/${to}, which sits above it in the lib order`;
  return null;
}

// src/components/ui is the kit of primitives: it never imports the app-aware shared components
// (src/components/workspace, …), and its class strings (kit-classes.ts) are its own, so pages
// compose its components instead of styling elements themselves.
const KIT = 'ui';
const KIT_CLASSES = 'kit-classes';

/** `a/b.tsx` → `a/b` (an import may name a module with or without its extension). */
function withoutExtension(path) {
  return path.replace(/\.[cm]?[jt]sx?$/, '');
}

/** Classifies a file (absolute path) into its layer, or null outside src/. */
export function layerOf(file, srcRoot) {
  const rel = relative(srcRoot, file).split(sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const [top, second] = rel;
  if (top === 'platform') {
    if (second === 'features' && rel.length > 3) {
      const name = rel[2];
      // A file in a tool's folder belongs to that tool (`part`); the page's top-level files have none.
      // `section` is the layer inside the page or tool: model, store, components (null at its top).
      if (FEATURES_OF_TOOLS.has(name)) {
        const part = rel.length > 4 ? rel[3] : null;
        return { layer: 'feature', name, part, section: part && rel.length > 5 ? rel[4] : null };
      }
      return { layer: 'feature', name, section: rel.length > 4 ? rel[3] : null };
    }
    return { layer: 'platform', path: withoutExtension(rel.slice(1).join('/')) };
  }
  if (top === 'lib') {
    const ranked = `${second}/${rel[2]}`;
    return { layer: 'lib', name: rel.length > 3 && LIB_RANK.has(ranked) ? ranked : second };
  }
  if (top === 'components' && rel.length > 2) {
    const kitInternal = second === KIT && rel.length === 3 && rel[2].replace(/\.[cm]?[jt]sx?$/, '') === KIT_CLASSES;
    return { layer: top, name: second, ...(kitInternal ? { kitInternal } : {}) };
  }
  return { layer: top };
}

const HEAVY_LIBS = new Set(['wallet', 'db', 'contracts', 'chain', 'chain/sync']);
const LANDING_FORBIDDEN_PACKAGES = /^(ethers|react-router|react-router-dom|dexie)(\/|$)/;

/** Why a file of a feature of tools may not import another file of the same feature, or null when it may. */
function partViolation(from, to) {
  if (from.part === undefined || from.part === null || from.part === to.part) return null;
  if (to.part === null) return `a tool never imports its page (${from.name}/${from.part} → ${from.name})`;
  if (from.part === SHARED_PART) return `${from.name}/${SHARED_PART} never imports a tool (→ ${to.part})`;
  if (to.part === SHARED_PART) return null;
  return `tools never import each other (${from.name}/${from.part} → ${from.name}/${to.part}); share through ${from.name}/${SHARED_PART}`;
}

// A feature's model is pure (no React, no I/O): it never reaches its store or its components; what it
// needs from them comes in as arguments or as types that live in the model.
const MODEL = 'model';
const MODEL_NEVER_IMPORTS = new Set(['store', 'components']);

/** Why a file of a feature's model/ may not import `to`, or null when it may. */
function modelViolation(from, to) {
  if (from.section !== MODEL) return null;
  if (to.layer === 'feature' && MODEL_NEVER_IMPORTS.has(to.section))
    return `a feature's model is pure and never imports its ${to.section} (pass functions in, keep types in model/)`;
  if (to.layer === 'components')
    return `a feature's model is pure and never imports components/${to.name} (it returns data the components render)`;
  return null;
}

// The Astro pages and layouts write the HTML files: they compose layouts, the landing page's
// sections and the platform's islands, and read the route table (pure data) and the loading screens
// pre-rendered into each platform route's file. Nothing else of the platform, and no lib, except the
// local-mode wallet the app document installs beside the island (so the app finds it as any
// injected wallet, and production builds never emit its chunk) and the service worker's
// registration it runs beside the island (the worker keeps the whole app openable offline, before
// and apart from the island's own code).
const DOCUMENT_ENTRIES = new Set(['app', 'pay/pay-app', 'routes', 'shell/page-skeleton', 'shell/login-boot-screen']);
const DOCUMENT_LIBS = { layouts: new Set(['dev-wallet', 'offline']), pages: new Set() };

/** Why a page or layout (`from`) may not import `to`, or null when it may. */
function documentViolation(from, to) {
  switch (to.layer) {
    case 'layouts':
    case 'landing':
    case 'config':
    case 'styles':
      return null;
    case 'platform':
      return DOCUMENT_ENTRIES.has(to.path)
        ? null
        : `${from.layer} import the platform's islands, route table and loading screens only (not platform/${to.path})`;
    case 'lib':
      return DOCUMENT_LIBS[from.layer].has(to.name) ? null : `${from.layer} never import lib/${to.name}`;
    default:
      return `${from.layer} compose layouts, the landing page and the platform's islands only (not ${to.layer}${to.name ? `/${to.name}` : ''})`;
  }
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (!from || !to) return null;
  if (to.layer === 'pages') return 'nothing imports pages';
  if (to.kitInternal && !(from.layer === 'components' && from.name === KIT))
    return 'the kit class strings are internal to components/ui (compose its components instead)';
  if (from.layer === 'components' && from.name === KIT && to.layer === 'components' && to.name !== KIT)
    return `the UI kit holds primitives and never imports components/${to.name}`;
  switch (from.layer) {
    case 'landing':
      if (to.layer === 'platform' || to.layer === 'feature') return 'the landing page never imports the platform';
      if (to.layer === 'lib' && HEAVY_LIBS.has(to.name)) return `the landing page never imports lib/${to.name}`;
      return null;
    case 'feature':
      if (to.layer === 'platform') return 'features never import the app or shell (compose at the app level)';
      if (to.layer === 'feature' && to.name !== from.name)
        return `features never import each other (${from.name} → ${to.name})`;
      if (to.layer === 'feature') return partViolation(from, to) ?? modelViolation(from, to);
      if (to.layer === 'landing' || to.layer === 'layouts') return 'features import shared code only';
      return modelViolation(from, to);
    case 'lib':
      if (to.layer === 'lib') return libOrderViolation(from.name, to.name);
    // falls through
    case 'components':
    case 'config':
      if (['platform', 'feature', 'landing', 'layouts'].includes(to.layer))
        return `${from.layer} is shared code and never imports upward (${to.layer})`;
      return null;
    case 'platform':
      if (to.layer === 'landing' || to.layer === 'layouts') return 'the platform never imports the landing page';
      return null;
    case 'pages':
    case 'layouts':
      return documentViolation(from, to);
    default:
      return null;
  }
}

const TEST_FILE = /\.(test|spec|testing)\.[cm]?[jt]sx?$/;
const TESTING_MODULE = /\.testing(\.[cm]?[jt]sx?)?$/;

/** Whether absolute `file` lies inside the folder `dir`. */
function isUnder(file, dir) {
  const rel = relative(dir, file);
  return rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
}

/** Whether `file` (absolute) is test code: a `*.test.*`, `*.spec.*` or `*.testing.*` file, or anything under tests/. */
export function isTestFile(file, root) {
  return TEST_FILE.test(file) || isUnder(file, resolve(root, 'tests'));
}

/** Why `file` may not import the module at `target` (both absolute) because it is test code, or null. */
export function testCodeViolation(file, target, root) {
  if (isTestFile(file, root)) return null;
  if (TESTING_MODULE.test(target)) return 'test helpers (*.testing.ts) are imported by tests only';
  if (isUnder(file, resolve(root, 'src')) && isUnder(target, resolve(root, 'scripts')))
    return 'app code never imports scripts/** (node-side only)';
  if (!isUnder(target, resolve(root, 'tests'))) return null;
  return isUnder(file, resolve(root, 'scripts'))
    ? 'scripts never import tests (node-side launchers live in scripts/lib)'
    : 'only tests import tests/**';
}

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const srcRoot = resolve(root, 'src');
    const from = layerOf(file, srcRoot);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const aliased = source.startsWith('@/');
      if (!aliased && !source.startsWith('.')) {
        if (from?.layer === 'landing' && LANDING_FORBIDDEN_PACKAGES.test(source)) {
          context.report({ node, message: `the landing page never imports '${source}' (keep it near-zero JS)` });
        }
        return;
      }
      // `@/…` is the src/ alias (tsconfig paths); everything else is relative to the importing file.
      const target = aliased ? resolve(srcRoot, source.slice(2)) : resolve(dirname(file), source);
      const reason = testCodeViolation(file, target, root) ?? violation(from, layerOf(target, srcRoot));
      if (reason) context.report({ node, message: `Import direction: ${reason}.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
