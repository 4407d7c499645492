// Test-only: who acts in the Safe tests on anvil (here, below lib/payments, so lib/safe's own tests
// take it too; lib/payments/safe-chain.testing.ts passes it on).
import { Wallet } from 'ethers';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';

/** Anvil's first six accounts: deployer, the Safe's three owners, a payer and an Approver. */
export const SAFE_CAST = ANVIL_KEYS.slice(0, 6).map((key) => new Wallet(key).address) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
