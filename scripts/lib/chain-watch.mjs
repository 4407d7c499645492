// @ts-check
// `npm start`'s watch on its local chain: the site cannot work without the node, and a stopped
// node otherwise shows only as every page failing to reach it. Asks the node its chain id every
// `intervalMs`; after `failures` unanswered asks in a row (one slow answer is not a stopped node),
// or a different chain id (another node now answers there), calls `onLost` once with the reason
// in words and stops asking. Types: chain-watch.d.mts.
import { rpc } from './anvil.mjs';

/**
 * @param {{
 *   rpcUrl: string,
 *   chainId: number,
 *   onLost: (reason: string) => void,
 *   intervalMs?: number,
 *   failures?: number,
 *   ask?: (rpcUrl: string, method: string) => Promise<unknown>,
 * }} options
 * @returns {() => void} stops the watch
 */
export function watchChain({ rpcUrl, chainId, onLost, intervalMs = 2000, failures = 3, ask = rpc }) {
  let missed = 0;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @param {string} reason */
  const lost = (reason) => {
    stopped = true;
    onLost(reason);
  };
  const check = async () => {
    /** @type {string | null} */
    let problem = null;
    /** @type {number | null} */
    let answer = null;
    try {
      answer = Number(BigInt(String(await ask(rpcUrl, 'eth_chainId'))));
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (stopped) return;
    if (answer !== null && answer !== chainId)
      return lost(`the node at ${rpcUrl} is now chain ${answer}, not ${chainId}`);
    missed = problem === null ? 0 : missed + 1;
    if (problem !== null && missed >= failures)
      return lost(`the local chain at ${rpcUrl} stopped answering (${problem})`);
    timer = setTimeout(() => void check(), intervalMs);
  };
  timer = setTimeout(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
