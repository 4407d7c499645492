/** Options for {@link watchChain}. */
export interface ChainWatchOptions {
  rpcUrl: string;
  /** The chain id the node had when the watch began. */
  chainId: number;
  /** Called once, with the reason in words, when the node stopped answering or changed chain. */
  onLost: (reason: string) => void;
  /** Between two asks; default 2000 ms. */
  intervalMs?: number;
  /** Unanswered asks in a row that mean stopped; default 3. */
  failures?: number;
  /** How the node is asked (default: a JSON-RPC request). */
  ask?: (rpcUrl: string, method: string) => Promise<unknown>;
}

/** Watches a local chain; returns the function that stops the watch. */
export function watchChain(options: ChainWatchOptions): () => void;
