// Test-only: a company token's deployment from a Safe that creates nothing (its creation code
// reverts, so CreateCall's CREATE2 returns no contract and CreateCall reverts), as the SafeTx at
// nonce 0 with a `safeTxGas` (0: the Safe refuses the execution, GS013; above 0: it runs the failing
// call and logs ExecutionFailure), and the workspace's proposal of kind `deploy` for it. Imports
// nothing that reads the deployments file, so the browser tests can use it too.
import { toBeHex, zeroPadValue } from 'ethers';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { deploySafeTx, predictedDeployment } from './create-call';
import type { SafeContracts } from './safe-contracts';
import { safeTxHash, type SafeTx } from './safe-tx';
import { storeSafeTx } from './stored-proposal';

/** Creation code whose constructor reverts (PUSH1 0 PUSH1 0 REVERT). */
export const REVERTING_CODE = '0x60006000fd';

const DEPLOYMENT = { initCode: REVERTING_CODE, salt: zeroPadValue(toBeHex(0), 32) };

/** The SafeTx delegate-calling CreateCall at `createCall` with the reverting code, at nonce 0. */
export function failingDeploymentTx(createCall: string, safeTxGas: bigint): SafeTx {
  return { ...deploySafeTx({ CreateCall: createCall } as SafeContracts, DEPLOYMENT, 0n), safeTxGas };
}

/** The workspace's proposal of `tx` from `safe`: Acme Shares (ACME), where CREATE2 would put it. */
export function failingDeploymentProposal(
  safe: string,
  tx: SafeTx,
  fields: Pick<SafeProposalRecord, 'id' | 'proposedBy' | 'proposedAtBlock' | 'signatures' | 'execution'>,
): SafeProposalRecord {
  const at = new Date().toISOString();
  return {
    chainId: 31337,
    safe,
    kind: 'deploy',
    tx: storeSafeTx(tx),
    hash: safeTxHash(31337, safe, tx),
    bills: [],
    pays: {
      kind: 'deploy',
      template: 'shares',
      name: 'Acme Shares',
      symbol: 'ACME',
      cap: '1000000000000000000000',
      metadataUri: '',
      address: predictedDeployment(safe, DEPLOYMENT, 0),
    },
    outcome: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
