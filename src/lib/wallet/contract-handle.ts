// The spec's contract handle, created when a session opens: ethers' Contract at the fixed
// local-development address with an empty interface (~21 KB gzip beyond the shell). It has no
// runner; callers that send use `contract.connect(await getSigner())`.
import { Contract } from 'ethers';
import { LOCAL_CONTRACT_ADDRESS } from '@/config/chain';

/** Creates the contract handle at LOCAL_CONTRACT_ADDRESS with an empty interface. */
export function createContractHandle(): Contract {
  return new Contract(LOCAL_CONTRACT_ADDRESS, []);
}
