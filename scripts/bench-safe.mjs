// Gas for bills paid from a Safe: a 2-of-3 Safe 1.4.1 (Safe's npm artifacts, scripts/lib/deploy-safe.mjs)
// paying 1, 10 and 50 bills in one SafeTx through MultiSendCallOnly (execTransaction with two owners'
// typed-data signatures, as the app sends it) against the same bills paid one by one from a wallet
// (a plain ETH transfer, a token `transfer`), in ETH and in an ERC-20, on a throwaway anvil
// (receipts' gasUsed, base and calldata included). The SafeTx is built by the app's own lib/safe and
// lib/payments code (scripts/bench/safe-bench.ts, bundled by importBenchBundle). PASS when a batch of 10 and of 50 bills
// from the Safe fits one transaction (EIP-7825's 2^24 gas cap) and costs less than one SafeTx per
// bill (the alternative for money held in a Safe; the 1-bill SafeTx's gas times the count).
// Then, on the same chain with a local IPFS node: the time from the second owner's signature (and
// execution) to the execution shown on the first owner's device, through the team workspace
// (scripts/bench/safe-team-bench.ts; rounds from the first argument, default 10).
// Usage: node scripts/bench-safe.mjs [rounds]
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Contract, Wallet, parseEther } from 'ethers';
import { rpc } from './lib/anvil.mjs';
import { importBenchBundle } from './lib/bench-bundle.mjs';
import { deploySafeContracts } from './lib/deploy-safe.mjs';
import { fmt, freshAddresses as fresh, startGasChain, table } from './lib/gas-chain.mjs';
import { startIpfsNode } from './lib/ipfs-node.mjs';
import { ANVIL_KEYS } from './lib/local-chain.mjs';

const SIZES = [1, 10, 50];
const pct = (a, b) => `${Math.round((1 - Number(a) / Number(b)) * 100)} %`;

const rounds = Number(process.argv[2] ?? 10);
const bundle = await importBenchBundle('scripts/bench/safe-bench.ts');
const teamBundle = await importBenchBundle('scripts/bench/safe-team-bench.ts');
const chain = await startGasChain([]);
const node = await startIpfsNode();
try {
  const lib = bundle.module;
  const { anvil, wallet, gasOf } = chain;
  const provider = wallet.provider;
  const recorded = await deploySafeContracts({ provider, isLocal: true });
  const contracts = Object.fromEntries(
    ['SafeL2', 'SafeProxyFactory', 'CompatibilityFallbackHandler', 'MultiSend', 'MultiSendCallOnly'].map((name) => [
      name,
      recorded.addresses[`Safe:${name}`],
    ]),
  );
  const owners = ANVIL_KEYS.slice(1, 4).map((key) => new Wallet(key));
  const creation = lib.createSafeCall(
    contracts,
    owners.map((owner) => owner.address),
    2,
    1n,
  );
  const created = await (await wallet.sendTransaction(creation)).wait();
  const safe = lib.createdSafeOf(created.logs, contracts);
  await gasOf(wallet.sendTransaction({ to: safe, value: parseEther('100') }));
  const token = (await chain.deploy(chain.testArtifact('PlainToken'))).contract;
  await gasOf(token.mint(wallet.address, parseEther('1000000000')));
  await gasOf(token.mint(safe, parseEther('1000000000')));
  const eth = { chainId: anvil.chainId, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
  const erc20 = { ...eth, kind: 'erc20', address: token.target, symbol: 'PT' };
  const safeContract = new Contract(safe, ['function nonce() view returns (uint256)'], provider);

  /** One SafeTx paying `calls`, signed by two owners, executed by the wallet: its gas. */
  const fromSafe = async (calls) => {
    const tx = lib.paymentsSafeTx(contracts, calls, await safeContract.nonce());
    const payload = lib.safeTxTypedData(anvil.chainId, safe, tx);
    const types = { SafeTx: payload.types.SafeTx };
    const signatures = await Promise.all(
      owners
        .slice(0, 2)
        .map(async (owner) =>
          lib.typedSignature(owner.address, await owner.signTypedData(payload.domain, types, payload.message)),
        ),
    );
    return gasOf(wallet.sendTransaction({ to: safe, data: lib.execTransactionData(tx, signatures) }));
  };

  const amount = parseEther('0.001');
  const rows = [
    [
      'bills',
      'asset',
      'Safe batch',
      'Safe / bill',
      'SafeTx per bill',
      'wallet total',
      'wallet / bill',
      'batch vs wallet',
    ],
  ];
  let batchingPays = true;
  const single = new Map();
  for (const n of SIZES) {
    for (const asset of [eth, erc20]) {
      const batch = await fromSafe(fresh(n).map((payee) => lib.transferCall(asset, payee, amount)));
      let alone = 0n;
      for (const payee of fresh(n)) {
        const call = lib.transferCall(asset, payee, amount);
        alone += await gasOf(wallet.sendTransaction({ to: call.to, value: call.value, data: call.data }));
      }
      if (n === 1) single.set(asset.symbol, batch);
      const perBillTxs = single.get(asset.symbol) * BigInt(n);
      if (n >= 10 && (batch >= perBillTxs || batch > 2n ** 24n)) batchingPays = false;
      rows.push([
        n,
        asset.symbol === 'ETH' ? 'ETH' : 'ERC-20',
        fmt(batch),
        fmt(batch / BigInt(n)),
        fmt(perBillTxs),
        fmt(alone),
        fmt(alone / BigInt(n)),
        pct(batch, alone),
      ]);
    }
  }
  console.log(
    `Safe: gas for bills paid by a 2-of-3 Safe 1.4.1 in one SafeTx (MultiSendCallOnly, two typed-data signatures) vs each bill sent alone from a wallet (${await rpc(anvil.rpcUrl, 'web3_clientVersion')}).`,
  );
  console.log(
    "Payees are fresh (cold, empty) addresses, the worst case. 'SafeTx per bill' is the 1-bill SafeTx's gas times the count; 'batch vs wallet' is what the batch saves (negative: costs more) against a wallet sending each bill alone: a wallet's ETH transfer to a fresh account costs 21,000, the same value sent by a contract pays the new-account and value-transfer surcharges.",
  );
  console.log(table(rows));
  console.log(
    `${batchingPays ? 'PASS' : 'FAIL'}  a Safe pays 10 and 50 bills in one SafeTx within 2^24 gas, for less than one SafeTx per bill`,
  );

  const wasm = new Uint8Array(
    await readFile(createRequire(import.meta.url).resolve('@automerge/automerge/automerge.wasm')),
  );
  const team = await teamBundle.module.benchSafeTeam({
    rpcUrl: anvil.rpcUrl,
    chainId: anvil.chainId,
    keys: ANVIL_KEYS,
    ipfsUrl: node.url,
    wasm,
    contracts,
    safe,
    rounds,
  });
  console.log(
    `Second owner's signature and execution → shown executed on the first owner's device, through the team workspace (local IPFS and anvil, ${rounds} rounds): median ${team.median.toFixed(0)} ms, p95 ${team.p95.toFixed(0)} ms (in the browser add the coordinator's waits: publishing after 1.5 s of quiet on the local chain, reading every 3 s)`,
  );
} finally {
  await node.stop();
  await chain.stop();
  await bundle.dispose();
  await teamBundle.dispose();
}
