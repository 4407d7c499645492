// Explorer API rows in the account module's format (every field a string), for the explorer
// source's tests: unit tests of the mapping and the follower against the mock explorer.

/** An explorer API row as the account module returns it (every field a string); the mock explorer serves the same shape. */
type ExplorerApiRow = Record<string, string>;

export const WALLET = '0x1111111111111111111111111111111111111111';
export const OTHER = '0x2222222222222222222222222222222222222222';
export const TOKEN = '0x3333333333333333333333333333333333333333';
export const CONTRACT = '0x4444444444444444444444444444444444444444';

/** A 32-byte hash made from a number. */
export const hashOf = (n: number): string => `0x${n.toString(16).padStart(64, '0')}`;

const time = (block: number) => String(1_700_000_000 + block * 12);

/** A txlist row: odd n sent by WALLET, even n received by it. */
export function txRow(n: number, block: number, overrides: ExplorerApiRow = {}): ExplorerApiRow {
  return {
    blockNumber: String(block),
    timeStamp: time(block),
    hash: hashOf(n),
    nonce: String(n),
    blockHash: hashOf(block + 1_000_000),
    transactionIndex: '0',
    from: n % 2 ? WALLET : OTHER,
    to: n % 2 ? OTHER : WALLET,
    value: `${n}000000000000000000`,
    gas: '21000',
    gasPrice: '1000000000',
    isError: '0',
    txreceipt_status: '1',
    input: '0x',
    contractAddress: '',
    cumulativeGasUsed: '21000',
    gasUsed: '21000',
    confirmations: '10',
    ...overrides,
  };
}

/** A tokentx row: 1.5 TUSD (6 decimals) from OTHER to WALLET. */
export function tokenRow(n: number, block: number, overrides: ExplorerApiRow = {}): ExplorerApiRow {
  return {
    blockNumber: String(block),
    timeStamp: time(block),
    hash: hashOf(n),
    nonce: '7',
    blockHash: hashOf(block + 1_000_000),
    from: OTHER,
    contractAddress: TOKEN,
    to: WALLET,
    value: '1500000',
    tokenName: 'Test Dollar',
    tokenSymbol: 'TUSD',
    tokenDecimal: '6',
    transactionIndex: '0',
    gas: '60000',
    gasPrice: '1000000000',
    gasUsed: '50000',
    cumulativeGasUsed: '50000',
    input: 'deprecated',
    logIndex: '2',
    confirmations: '10',
    ...overrides,
  };
}

/** A txlistinternal row: 0.25 ETH from CONTRACT to WALLET. */
export function internalRow(n: number, block: number, overrides: ExplorerApiRow = {}): ExplorerApiRow {
  return {
    blockNumber: String(block),
    timeStamp: time(block),
    hash: hashOf(n),
    from: CONTRACT,
    to: WALLET,
    value: '250000000000000000',
    contractAddress: '',
    input: '',
    type: 'call',
    gas: '2300',
    gasUsed: '0',
    traceId: '0_1',
    isError: '0',
    errCode: '',
    ...overrides,
  };
}
