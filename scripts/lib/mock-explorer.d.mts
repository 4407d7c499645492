/** A row as the explorer API returns it: every field a string. */
export type ExplorerApiRow = Record<string, string>;

/** A log as getLogs returns it: numbers in hex (Etherscan answers "0x" for 0), topics as a list. */
export interface ExplorerApiLog {
  address: string;
  topics: Array<string | null>;
  data: string;
  blockNumber: string;
  blockHash?: string;
  timeStamp: string;
  transactionHash: string;
  transactionIndex: string;
  logIndex: string;
  gasPrice?: string;
  gasUsed?: string;
}

/** Options of {@link startMockExplorer}. */
export interface MockExplorerOptions {
  /** Rows per action; the server filters them by address (from/to) and block range. */
  data?: Partial<Record<'txlist' | 'tokentx' | 'txlistinternal', ExplorerApiRow[]> & { logs: ExplorerApiLog[] }>;
  /** When set, requests without this `apikey` get `Invalid API Key`. */
  apiKey?: string;
  /** When set, requests must carry this `chainid` (Etherscan's v2 multichain URL). */
  chainId?: number;
  /** The largest page × offset the server accepts (Etherscan: 10,000). */
  maxWindow?: number;
}

/** A running mock explorer. */
export interface MockExplorer {
  /** The API endpoint, `http://127.0.0.1:<port>/api`. */
  url: string;
  port: number;
  /** The dataset; tests may add rows while the server runs. */
  data: Record<'txlist' | 'tokentx' | 'txlistinternal', ExplorerApiRow[]> & { logs: ExplorerApiLog[] };
  /** Every request's query parameters and arrival time (ms), in order. */
  requests: Array<{ params: Record<string, string>; at: number }>;
  /** Answers the next `count` requests as rate limited: HTTP 429, or `status "0"` with a rate-limit message. */
  failNext(count: number, mode?: 'http' | 'status'): void;
  /** Closes the server and its connections. */
  stop(): Promise<void>;
}

/** Starts the mock explorer on 127.0.0.1 (a free port) and resolves once it listens. */
export function startMockExplorer(options?: MockExplorerOptions): Promise<MockExplorer>;
