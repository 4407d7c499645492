// The sample's typed prices, entered as on the Accounting page: the share token twice. ETH in
// pounds comes from the local chain's ETH/GBP feed (a round every day), cached by the price follower.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { commodityId } from '@/lib/ledger/commodity';
import { addPrice } from '@/lib/ledger/store/price-store';
import type { SampleChainResult } from '@/lib/sample/chain-runner';
import type { SamplePlan } from '@/lib/sample/sample-plan-types';
import { planDate, planTime } from './sample-days';

/** Adds every price of the plan. */
export async function writePrices(input: {
  readonly db: WorkspaceDb;
  readonly plan: SamplePlan;
  readonly chain: SampleChainResult;
  readonly chainId: number;
  readonly newId: () => string;
}): Promise<void> {
  const { chain } = input;
  for (const entry of input.plan.prices)
    await addPrice(
      input.db,
      {
        commodity: commodityId(input.chainId, chain.token),
        date: planDate(chain.start, entry.day),
        price: entry.price,
      },
      input.newId(),
      planTime(chain.start, entry.day, 7),
    );
}
