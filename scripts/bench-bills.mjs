// Gas per bill: a batch of 1, 10 and 50 bills paid in one Distributor transaction against paying
// each bill alone through the PaymentRouter (with its reference), in ETH and in an ERC-20, on a
// throwaway anvil (receipts' gasUsed, which includes the 21,000 base and calldata per transaction).
// Usage: node scripts/bench-bills.mjs
import { ContractFactory, JsonRpcProvider, MaxUint256, Wallet, getAddress, hexlify, parseEther, randomBytes } from 'ethers';
import { compileSources, listSources } from './lib/compile.mjs';
import { loadArtifacts } from './lib/deploy.mjs';
import { rpc, startAnvil } from './lib/anvil.mjs';
import { ANVIL_ACCOUNT0_KEY } from './lib/local-chain.mjs';

const SIZES = [1, 10, 50];
const fmt = (gas) => Math.round(Number(gas)).toLocaleString('en-US');
const fresh = (count) => Array.from({ length: count }, () => getAddress(hexlify(randomBytes(20))));
const pct = (a, b) => `${Math.round((1 - Number(a) / Number(b)) * 100)} %`;

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ')).join('\n');
}

async function main() {
  const anvil = await startAnvil();
  const provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 20 });
  try {
    const wallet = new Wallet(ANVIL_ACCOUNT0_KEY, provider);
    const gasOf = async (sent) => (await (await sent).wait()).gasUsed;
    const deploy = async (artifact, ...args) => {
      const contract = await new ContractFactory(artifact.abi, artifact.bytecode, wallet).deploy(...args);
      await contract.deploymentTransaction().wait();
      return contract;
    };
    const app = await loadArtifacts(['PaymentRouter', 'Distributor'], (m) => console.error(m));
    const plain = compileSources(listSources('tests/contracts/sol')).contracts.find((c) => c.name === 'PlainToken');
    const router = await deploy(app.PaymentRouter);
    const distributor = await deploy(app.Distributor);
    const token = await deploy(plain);
    await gasOf(token.mint(wallet.address, parseEther('1000000000')));
    for (const spender of [router, distributor]) await gasOf(token.approve(spender.target, MaxUint256));

    const amount = parseEther('0.001');
    const rows = [['bills', 'asset', 'batch total', 'batch / bill', 'alone total', 'alone / bill', 'saved']];
    for (const n of SIZES) {
      for (const asset of ['ETH', 'ERC-20']) {
        const payees = fresh(n);
        const amounts = payees.map(() => amount);
        const batch = asset === 'ETH'
          ? await gasOf(distributor.distributeEth(payees, amounts, { value: amount * BigInt(n) }))
          : await gasOf(distributor.distributeToken(token.target, payees, amounts));
        let alone = 0n;
        for (const payee of fresh(n)) {
          const reference = hexlify(randomBytes(32));
          alone += asset === 'ETH' ? await gasOf(router.payEth(reference, payee, { value: amount })) : await gasOf(router.payToken(token.target, reference, payee, amount));
        }
        rows.push([n, asset, fmt(batch), fmt(batch / BigInt(n)), fmt(alone), fmt(alone / BigInt(n)), pct(batch, alone)]);
      }
    }
    console.log(`Bills: gas per bill, one Distributor transaction vs each bill alone through the PaymentRouter (${await rpc(anvil.rpcUrl, 'web3_clientVersion')}).`);
    console.log('Payees are fresh (cold, empty) addresses, the worst case; token approvals are unlimited and not counted.');
    console.log(table(rows));
  } finally {
    provider.destroy();
    await anvil.stop();
  }
}

await main();
