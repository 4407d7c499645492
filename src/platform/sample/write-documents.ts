// The sample's anchored documents as Storage keeps them: each text imported as a document, then
// Storage's own anchoring, which finds the runner's anchor of its SHA-256 on chain and records it.
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { importDocument, documentStoreFor } from '@/lib/ipfs/document-store';
import type { Rpc, SampleChainResult } from '@/lib/sample/chain-runner';
import type { SamplePlan } from '@/lib/sample/sample-plan-types';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { anchorDocument } from '@/platform/features/storage/store/anchor-document';
import { planTime } from './sample-days';

export interface DocumentsInput {
  readonly db: WorkspaceDb;
  readonly plan: SamplePlan;
  readonly chain: SampleChainResult;
  readonly chainId: number;
  readonly registry: string;
  readonly provider: Eip1193Provider;
  readonly rpc: Rpc;
}

/** Imports and records the anchor of every document the plan anchored. */
export async function writeDocuments(input: DocumentsInput): Promise<void> {
  const account = input.chain.accounts[0]!;
  const store = documentStoreFor(input.db, account);
  const node: Eip1193Provider = {
    request: ({ method, params }) => input.rpc(method, (params as unknown[] | undefined) ?? []),
  };
  const ctx = {
    db: input.db,
    provider: input.provider,
    reader: eip1193Reader(node, input.chainId),
    account,
    registry: input.registry,
    now: () => new Date(),
  };
  for (const step of input.plan.steps) {
    if (step.kind !== 'anchor') continue;
    const document = await importDocument(store, {
      name: `${step.title}.txt`,
      type: 'text/plain',
      content: new TextEncoder().encode(step.text),
      tags: ['legal'],
      now: new Date(planTime(input.chain.start, step.day, 8)),
    });
    if (document.sha256 !== step.digest || document.cid !== step.cid)
      throw new Error(`The document ${step.title} is not the one anchored on chain`);
    const outcome = await anchorDocument(ctx, document, () => {});
    if (outcome.phase !== 'already' || !outcome.anchor)
      throw new Error(`The anchor of ${step.title} was not found on chain`);
  }
}
