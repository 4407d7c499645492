// Local mode's "Load a sample company": plays the seeded plan's year on the local chain (or finds
// it already played by `npm start -- --sample`), then saves what a user would have typed through
// the pages' stores. The sync engine, already running for the session, reads the chain's side.
import type { Signer } from 'ethers';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { getDeployments } from '@/lib/contracts/contracts';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { nativeAsset } from '@/lib/money/asset';
import { knownNetwork } from '@/lib/primitives/networks';
import { playSampleChain, readSampleChain, samplePlayed, type Rpc } from '@/lib/sample/chain-runner';
import { DEFAULT_SAMPLE_SEED, samplePlan } from '@/lib/sample/sample-plan';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { writeIssuance, writeOpeningBalances } from './write-books';
import { writeDocuments } from './write-documents';
import { writeCompany, writeCounterparties } from './write-parties';
import { writePayroll } from './write-payroll';
import { writePrices } from './write-prices';
import { writeBillPayments, writeBills, writeInvoices, writeToken } from './write-records';

export interface LoadSampleInput {
  readonly db: WorkspaceDb;
  /** The connected dev wallet: it signs the invoices and approvals as the company's Admin. */
  readonly provider: Eip1193Provider;
  readonly signer: Signer;
  readonly account: string;
  readonly chainId: number;
  /** The local node itself (every test account, time travel), not the wallet's one-account view. */
  readonly rpc: Rpc;
  readonly now: Date;
  readonly seed?: number;
  readonly onProgress?: (text: string) => void;
}

/** Loads the sample company into this workspace; throws with a sentence a newcomer can act on. */
export async function loadSampleCompany(input: LoadSampleInput): Promise<void> {
  const progress = input.onProgress ?? (() => {});
  const network = knownNetwork(input.chainId);
  const deployments = getDeployments(input.chainId);
  const { Registry, PaymentRouter, Distributor } = deployments ?? {};
  if (input.chainId !== LOCAL_CHAIN_ID || !network || !Registry || !PaymentRouter || !Distributor)
    throw new Error('The sample company lives on the local chain only: connect the Ledgerline Dev Wallet.');
  const plan = samplePlan(input.seed ?? DEFAULT_SAMPLE_SEED);
  const accounts = ((await input.rpc('eth_accounts')) as string[]) ?? [];
  if (accounts[0]?.toLowerCase() !== input.account.toLowerCase())
    throw new Error('The sample company belongs to the local chain’s first test account: connect the dev wallet.');
  const contracts = { Registry, PaymentRouter, Distributor };
  const base = { rpc: input.rpc, plan, chainId: input.chainId, contracts };
  let chain;
  if (await samplePlayed(input.rpc, plan)) {
    progress('Reading the year already on the local chain…');
    chain = await readSampleChain(base);
    if (!chain)
      throw new Error('The local chain holds other sample transactions: restart npm start for a fresh chain.');
  } else {
    chain = await playSampleChain({
      ...base,
      now: input.now.getTime(),
      onStep: (done, total) => progress(`Playing a year on the local chain: ${done} of ${total} transactions…`),
    });
  }
  progress('Saving the profile, team, clients, vendors, invoices and bills…');
  const newId = () => crypto.randomUUID();
  await ensureChart(input.db);
  const parties = { db: input.db, plan, start: chain.start, chainId: input.chainId, accounts: chain.accounts, newId };
  await writeCompany(parties);
  const counterparties = await writeCounterparties(parties);
  const records = {
    db: input.db,
    plan,
    chain,
    chainId: input.chainId,
    contracts,
    asset: nativeAsset(network),
    provider: input.provider,
    signer: input.signer,
    parties: counterparties,
    newId,
  };
  await writeInvoices(records);
  await writeBills(records);
  await writeBillPayments(records);
  await writeToken(records);
  await writePrices(records);
  await writeDocuments({ ...records, registry: Registry, rpc: input.rpc });
  await writePayroll({
    db: input.db,
    plan,
    chain,
    asset: records.asset,
    distributor: Distributor,
    rpc: input.rpc,
    newId,
  });
  progress('Confirming the opening balance and posting the share issuance…');
  const reader = eip1193Reader(
    { request: ({ method, params }) => input.rpc(method, (params as unknown[] | undefined) ?? []) },
    input.chainId,
  );
  const books = { db: input.db, plan, chain, chainId: input.chainId, reader, account: input.account, newId };
  await writeOpeningBalances(books);
  await writeIssuance(books);
  progress('Done: the sync engine is reading the year’s transactions.');
}
