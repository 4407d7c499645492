// Gas per bill: a batch of 1, 10 and 50 bills paid in one Distributor transaction against paying
// each bill alone through the PaymentRouter (with its reference), in ETH and in an ERC-20, on a
// throwaway anvil (receipts' gasUsed, which includes the 21,000 base and calldata per transaction).
// Usage: node scripts/bench-bills.mjs
import { MaxUint256, hexlify, parseEther, randomBytes } from 'ethers';
import { rpc } from './lib/anvil.mjs';
import { fmt, freshAddresses as fresh, startGasChain, table } from './lib/gas-chain.mjs';

const SIZES = [1, 10, 50];
const pct = (a, b) => `${Math.round((1 - Number(a) / Number(b)) * 100)} %`;

async function main() {
  const chain = await startGasChain(['PaymentRouter', 'Distributor']);
  const { anvil, wallet, app, gasOf } = chain;
  try {
    const deploy = async (artifact) => (await chain.deploy(artifact)).contract;
    const router = await deploy(app.PaymentRouter);
    const distributor = await deploy(app.Distributor);
    const token = await deploy(chain.testArtifact('PlainToken'));
    await gasOf(token.mint(wallet.address, parseEther('1000000000')));
    for (const spender of [router, distributor]) await gasOf(token.approve(spender.target, MaxUint256));

    const amount = parseEther('0.001');
    const rows = [['bills', 'asset', 'batch total', 'batch / bill', 'alone total', 'alone / bill', 'saved']];
    for (const n of SIZES) {
      for (const asset of ['ETH', 'ERC-20']) {
        const payees = fresh(n);
        const amounts = payees.map(() => amount);
        const batch =
          asset === 'ETH'
            ? await gasOf(distributor.distributeEth(payees, amounts, { value: amount * BigInt(n) }))
            : await gasOf(distributor.distributeToken(token.target, payees, amounts));
        let alone = 0n;
        for (const payee of fresh(n)) {
          const reference = hexlify(randomBytes(32));
          alone +=
            asset === 'ETH'
              ? await gasOf(router.payEth(reference, payee, { value: amount }))
              : await gasOf(router.payToken(token.target, reference, payee, amount));
        }
        rows.push([
          n,
          asset,
          fmt(batch),
          fmt(batch / BigInt(n)),
          fmt(alone),
          fmt(alone / BigInt(n)),
          pct(batch, alone),
        ]);
      }
    }
    console.log(
      `Bills: gas per bill, one Distributor transaction vs each bill alone through the PaymentRouter (${await rpc(anvil.rpcUrl, 'web3_clientVersion')}).`,
    );
    console.log(
      'Payees are fresh (cold, empty) addresses, the worst case; token approvals are unlimited and not counted.',
    );
    console.log(table(rows));
  } finally {
    await chain.stop();
  }
}

await main();
