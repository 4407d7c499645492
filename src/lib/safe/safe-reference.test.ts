// lib/safe cross-checked against Safe's own reference code, the helpers Safe's contracts package
// publishes (`@safe-global/safe-contracts` 1.4.1, dist/src/utils: the EIP-712 types, the SafeTx hash,
// `buildSignatureBytes`, `signHash`'s v + 4 and `encodeMultiSend`, which Safe's own contract tests and
// the protocol kit follow) and the type hashes Safe.sol declares. Safe's helpers are written for
// ethers 5; they are run here unchanged over a shim mapping the few ethers 5 calls they make to
// ethers 6 (the package is read from node_modules, nothing of it is copied into the repository).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  getAddress,
  getBytes,
  id,
  parseEther,
  solidityPacked,
  TypedDataEncoder,
  Wallet,
  ZeroAddress,
  type TypedDataField,
} from 'ethers';
import { describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import { packBatch } from './multisend';
import { OPERATION, SAFE_TX_TYPES, safeTx, safeTxHash, type SafeTx } from './safe-tx';
import { encodeSignatures, ethSignSignature, executorSignature, typedSignature } from './owner-signatures';

const packageDir = dirname(createRequire(import.meta.url).resolve('@safe-global/safe-contracts/package.json'));
const ETHERS5 = {
  utils: {
    _TypedDataEncoder: {
      hash: TypedDataEncoder.hash,
      encode: TypedDataEncoder.encode,
      hashDomain: TypedDataEncoder.hashDomain,
    },
    arrayify: getBytes,
    solidityPack: solidityPacked,
  },
};

/** Loads one of Safe's published CommonJS helpers with `ethers` answered by the shim. */
function safeHelper(name: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const source = readFileSync(join(packageDir, 'dist/src/utils', `${name}.js`), 'utf8');
  const require = (request: string) => {
    if (request === 'ethers') return ETHERS5;
    if (request === '@ethersproject/constants') return { AddressZero: ZeroAddress };
    if (request.startsWith('./')) return safeHelper(request.slice(2));
    throw new Error(`Safe's helper needs ${request}`);
  };
  runInNewContext(`(function (exports, require, module) {${source}\n})`, {})(module.exports, require, module);
  return module.exports;
}

const execution = safeHelper('execution') as {
  EIP_DOMAIN: Record<string, TypedDataField[]>;
  EIP712_SAFE_TX_TYPE: Record<string, TypedDataField[]>;
  calculateSafeTransactionHash: (safe: { address: string }, tx: Record<string, unknown>, chainId: number) => string;
  buildSignatureBytes: (signatures: { signer: string; data: string }[]) => string;
  signHash: (signer: { getAddress(): Promise<string> }, hash: string) => Promise<{ signer: string; data: string }>;
  safeApproveHash: (
    signer: { getAddress(): Promise<string> },
    safe: unknown,
    tx: unknown,
    skip: boolean,
  ) => Promise<{ signer: string; data: string }>;
};
const multisend = safeHelper('multisend') as {
  encodeMultiSend: (txs: { operation: number; to: string; value: bigint; data: string }[]) => string;
};

const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe');
const [a, b, c] = ANVIL_KEYS.slice(1, 4).map((key) => new Wallet(key)) as [Wallet, Wallet, Wallet];
const cases: SafeTx[] = [
  safeTx({ to: getAddress(`0x${'22'.repeat(20)}`), value: parseEther('1'), nonce: 0n }),
  safeTx({
    to: getAddress(`0x${'40'.repeat(20)}`),
    value: 0n,
    data: '0xa9059cbb000000000000000000000000' + '11'.repeat(20) + '00'.repeat(31) + '64',
    operation: OPERATION.delegateCall,
    nonce: 41n,
  }),
  {
    ...safeTx({ to: SAFE, value: 0n, data: '0x', nonce: 2n ** 64n }),
    safeTxGas: 50_000n,
    baseGas: 21_000n,
    gasPrice: 7n,
    gasToken: getAddress(`0x${'33'.repeat(20)}`),
    refundReceiver: getAddress(`0x${'44'.repeat(20)}`),
  },
];
const asSafeFields = (tx: SafeTx) => ({ ...tx });

describe("lib/safe against Safe's published reference", () => {
  it("declares the SafeTx and domain types as Safe does, and their type hashes are Safe.sol's constants", () => {
    expect({ SafeTx: [...SAFE_TX_TYPES.SafeTx] }).toEqual(
      Object.fromEntries(
        Object.entries(execution.EIP712_SAFE_TX_TYPE).map(([key, fields]) => [
          key,
          fields.map((field) => ({ name: field.name, type: field.type })),
        ]),
      ),
    );
    const sol = readFileSync(join(packageDir, 'contracts/Safe.sol'), 'utf8');
    const constant = (name: string) => new RegExp(`${name} = (0x[0-9a-f]{64})`).exec(sol)![1];
    expect(id(TypedDataEncoder.from({ SafeTx: [...SAFE_TX_TYPES.SafeTx] }).encodeType('SafeTx'))).toBe(
      constant('SAFE_TX_TYPEHASH'),
    );
    const domainFields = execution.EIP_DOMAIN.EIP712Domain!.map((field) => `${field.type} ${field.name}`).join(',');
    expect(id(`EIP712Domain(${domainFields})`)).toBe(constant('DOMAIN_SEPARATOR_TYPEHASH'));
  });

  it('computes the same SafeTx hash as Safe for calls, delegate calls, gas refunds and large nonces on any chain', () => {
    for (const chainId of [1, 10, 31337, 11155111])
      for (const tx of cases)
        expect(safeTxHash(chainId, SAFE, tx)).toBe(
          execution.calculateSafeTransactionHash({ address: SAFE }, asSafeFields(tx), chainId),
        );
  });

  it("encodes owners' signatures byte for byte as Safe's buildSignatureBytes: sorted by owner, eth_sign with v + 4, the executor's approval", async () => {
    const hash = safeTxHash(31337, SAFE, cases[0]!);
    const typedData = a.signingKey.sign(hash).serialized;
    const theirs = await execution.signHash(b, hash);
    const ours = ethSignSignature(b.address, await b.signMessage(getBytes(hash)));
    expect(ours.data).toBe(theirs.data);
    const approved = await execution.safeApproveHash(c, null, null, true);
    const signatures = [typedSignature(a.address, typedData), ours, executorSignature(c.address)];
    // Same bytes (Safe's helper keeps the executor's address in checksum case inside the hex).
    expect(encodeSignatures(signatures)).toBe(
      execution.buildSignatureBytes([{ signer: a.address, data: typedData }, theirs, approved]).toLowerCase(),
    );
    expect(encodeSignatures([...signatures].reverse())).toBe(encodeSignatures(signatures));
  });

  it("packs a MultiSend batch as Safe's encodeMultiSend", () => {
    const calls = [
      { to: getAddress(`0x${'aa'.repeat(20)}`), value: parseEther('0.5'), data: '0x' },
      { to: getAddress(`0x${'bb'.repeat(20)}`), value: 0n, data: `0xa9059cbb${'00'.repeat(64)}` },
      { to: getAddress(`0x${'cc'.repeat(20)}`), value: 3n, data: '0x01' },
    ];
    expect(packBatch(calls)).toBe(multisend.encodeMultiSend(calls.map((call) => ({ operation: 0, ...call }))));
  });
});
