// @ts-check
// Shared solc-js compile step: used by scripts/compile-contracts.mjs, scripts/lib/deploy.mjs and
// the freshness test (src/lib/contracts/generated-fresh.test.ts), so all three agree byte for byte.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak256 } from 'ethers';
import solc from 'solc';
import { stripMetadata } from '../../src/lib/contracts/strip-metadata.ts';

/** Repository root (absolute path). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folder of the app's contracts (repository-relative). */
export const APP_SOURCE_DIR = 'src/lib/contracts/sol';
/** The generated module the app imports (repository-relative). */
export const GENERATED_PATH = 'src/lib/contracts/generated/artifacts.ts';

/** Compiler settings; cancun is the newest fork most chains and anvil's default fork both support. */
export const SOLC_SETTINGS = Object.freeze({
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: {
    '*': {
      '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'],
    },
  },
});

const require = createRequire(import.meta.url);
const OZ_PREFIX = '@openzeppelin/';

/**
 * @typedef {import('ethers').JsonFragment} AbiItem
 * @typedef {{ hash: string, immutables: [number, number][] }} RuntimeFingerprint
 * @typedef {{ name: string, source: string, abi: AbiItem[], bytecode: string, runtimeCodeHash: string | null, runtimeFingerprint: RuntimeFingerprint }} CompiledContract
 * @typedef {{ solcVersion: string, contracts: CompiledContract[], warnings: string[] }} CompileResult
 */

/**
 * Reads a source with normalised line endings, so output is the same on every platform.
 * @param {string} absolutePath
 */
function readSource(absolutePath) {
  return readFileSync(absolutePath, 'utf8').replace(/\r\n/g, '\n');
}

/**
 * Maps a solc source unit name to a file: `@openzeppelin/...` from node_modules, the rest from the repo.
 * @param {string} unitName
 * @param {string} root
 */
function resolveSourceUnit(unitName, root) {
  if (unitName.startsWith(OZ_PREFIX)) {
    return require.resolve(unitName, { paths: [root] });
  }
  const absolute = resolve(root, unitName);
  if (!absolute.startsWith(resolve(root) + sep)) throw new Error(`import outside the repository: ${unitName}`);
  return absolute;
}

/**
 * solc warns on every tstore; OpenZeppelin's transient reentrancy guard clears its slot at the end of
 * each call, which is the use the warning itself calls safe, so that one warning is not reported.
 * @param {string} message
 */
function isAcceptedWarning(message) {
  return (
    message.includes('Transient storage as defined by EIP-1153') &&
    message.includes('@openzeppelin/contracts/utils/TransientSlot.sol')
  );
}

/**
 * What the app compares deployed code by: keccak256 of the runtime code with the metadata stripped
 * and every immutable's bytes zeroed, plus those byte ranges ([start, length], sorted) so the app
 * zeroes the same bytes of the code it reads.
 * @param {string} runtime 0x-prefixed runtime code
 * @param {Record<string, { start: number, length: number }[]>} immutableReferences
 * @returns {RuntimeFingerprint}
 */
export function runtimeFingerprint(runtime, immutableReferences) {
  /** @type {[number, number][]} */
  const immutables = Object.values(immutableReferences)
    .flat()
    .map((ref) => /** @type {[number, number]} */ ([ref.start, ref.length]))
    .sort((a, b) => a[0] - b[0]);
  let body = stripMetadata(runtime).slice(2);
  for (const [start, length] of immutables)
    body = body.slice(0, start * 2) + '00'.repeat(length) + body.slice((start + length) * 2);
  return { hash: keccak256(`0x${body}`), immutables };
}

/**
 * Lists the `.sol` files of a repository-relative folder, sorted, as repository-relative paths.
 * @param {string} dir
 */
export function listSources(dir, root = ROOT) {
  return readdirSync(join(root, dir))
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/** Version of the bundled solc-js compiler, e.g. `0.8.30+commit.73712a01.Emscripten.clang`. */
export function solcVersion() {
  return String(solc.version());
}

/**
 * Compiles repository-relative `.sol` files; throws with every compiler error on failure.
 * @param {string[]} files
 * @param {string} [root]
 * @returns {CompileResult}
 */
export function compileSources(files, root = ROOT) {
  /** @type {Record<string, { content: string }>} */
  const sources = {};
  for (const file of files) sources[file] = { content: readSource(join(root, file)) };
  const input = { language: 'Solidity', sources, settings: SOLC_SETTINGS };
  const findImports = (/** @type {string} */ unitName) => {
    try {
      return { contents: readSource(resolveSourceUnit(unitName, root)) };
    } catch (error) {
      return { error: `cannot resolve ${unitName}: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const diagnostics = /** @type {{ severity: string, formattedMessage: string }[]} */ (output.errors ?? []);
  const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => d.formattedMessage);
  if (errors.length > 0) throw new Error(`solc failed with ${errors.length} error(s):\n${errors.join('\n')}`);
  const warnings = diagnostics
    .filter((d) => d.severity !== 'error' && !isAcceptedWarning(d.formattedMessage))
    .map((d) => d.formattedMessage);

  /** @type {CompiledContract[]} */
  const contracts = [];
  for (const file of files) {
    for (const [name, artifact] of Object.entries(output.contracts?.[file] ?? {})) {
      const bytecode = String(artifact.evm.bytecode.object);
      if (bytecode.length === 0) continue; // interfaces and abstract contracts
      if (bytecode.includes('__$')) throw new Error(`${name} needs library linking, which is not supported`);
      const runtime = `0x${artifact.evm.deployedBytecode.object}`;
      const hasImmutables = Object.keys(artifact.evm.deployedBytecode.immutableReferences ?? {}).length > 0;
      if (contracts.some((c) => c.name === name)) throw new Error(`duplicate contract name ${name}`);
      contracts.push({
        name,
        source: file,
        abi: artifact.abi,
        bytecode: `0x${bytecode}`,
        // With immutables the deployed code differs per deployment, so no fixed hash exists.
        runtimeCodeHash: hasImmutables ? null : keccak256(runtime),
        runtimeFingerprint: runtimeFingerprint(runtime, artifact.evm.deployedBytecode.immutableReferences ?? {}),
      });
    }
  }
  contracts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { solcVersion: solcVersion(), contracts, warnings };
}

/**
 * Hash of everything a compile of `files` depends on: sources, compiler, settings, OpenZeppelin version.
 * @param {string[]} files
 */
export function sourcesHash(files, root = ROOT) {
  const ozVersion = JSON.parse(
    readSource(require.resolve('@openzeppelin/contracts/package.json', { paths: [root] })),
  ).version;
  const payload = JSON.stringify({
    solc: solcVersion(),
    settings: SOLC_SETTINGS,
    openzeppelin: ozVersion,
    sources: files.map((file) => [file, readSource(join(root, file))]),
  });
  return createHash('sha256').update(payload).digest('hex').slice(0, 16);
}

/** Hash of everything the app's artifacts depend on (see sourcesHash). */
export function appSourcesHash(root = ROOT) {
  return sourcesHash(listSources(APP_SOURCE_DIR, root), root);
}

/**
 * `AssetShares` → `assetShares`.
 * @param {string} name
 */
function lowerFirst(name) {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Renders the generated TypeScript module (ABIs as const literals, bytecode as hex strings).
 * @param {CompileResult} result
 * @param {string} sourcesHash
 */
export function renderArtifactsModule(result, sourcesHash) {
  const lines = [
    '// generated by scripts/compile-contracts.mjs; do not edit',
    `// sources: ${APP_SOURCE_DIR}/*.sol; compiler: solc ${result.solcVersion}; optimizer 200 runs; evm ${SOLC_SETTINGS.evmVersion}`,
    '',
    `export const SOLC_VERSION = ${JSON.stringify(result.solcVersion)};`,
    '/** Hash of the sources, compiler, settings and OpenZeppelin version this file was built from. */',
    `export const SOURCES_HASH = ${JSON.stringify(sourcesHash)};`,
    `export const CONTRACT_NAMES = ${JSON.stringify(result.contracts.map((c) => c.name))} as const;`,
  ];
  for (const contract of result.contracts) {
    const id = lowerFirst(contract.name);
    lines.push(
      '',
      `/** ABI of ${contract.name} (${contract.source}). */`,
      `export const ${id}Abi = ${JSON.stringify(contract.abi, null, 2)} as const;`,
      `/** Creation bytecode of ${contract.name}. */`,
      `export const ${id}Bytecode = ${JSON.stringify(contract.bytecode)};`,
      `/** keccak256 of ${contract.name}'s deployed code${contract.runtimeCodeHash ? '' : ' (null: it has immutables)'}. */`,
      `export const ${id}RuntimeCodeHash: string | null = ${JSON.stringify(contract.runtimeCodeHash)};`,
      `/** ${contract.name}'s deployed code without metadata, immutables zeroed: keccak256 and the zeroed [start, length] ranges. */`,
      `export const ${id}RuntimeFingerprint = ${JSON.stringify(contract.runtimeFingerprint)} as const;`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Compiles the app's contracts and returns the generated module text, its hash and any warnings. */
export function buildAppArtifacts(root = ROOT) {
  const result = compileSources(listSources(APP_SOURCE_DIR, root), root);
  const sourcesHash = appSourcesHash(root);
  return { text: renderArtifactsModule(result, sourcesHash), sourcesHash, result };
}

/** The SOURCES_HASH recorded in the committed generated module, or null if it is missing. */
export function committedSourcesHash(root = ROOT) {
  try {
    const text = readFileSync(join(root, GENERATED_PATH), 'utf8');
    return /export const SOURCES_HASH = "([0-9a-f]+)";/.exec(text)?.[1] ?? null;
  } catch {
    return null;
  }
}
