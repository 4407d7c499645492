// The mock explorer answers as the published `account` contract says, so tests against it mean something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockExplorer, type MockExplorer } from './mock-explorer.mjs';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const row = (n: number, block: number, from = A, to = B) => ({
  hash: `0x${String(n).padStart(64, '0')}`,
  blockNumber: String(block),
  from,
  to,
  value: '1',
});

let explorer: MockExplorer;
beforeAll(async () => {
  explorer = await startMockExplorer({ data: { txlist: [row(1, 5), row(2, 3), row(3, 9, B, A), row(4, 7, B, B)] } });
});
afterAll(() => explorer.stop());

async function get(
  query: string,
): Promise<{ status: number; body: { status: string; message: string; result: unknown } }> {
  const response = await fetch(`${explorer.url}?${query}`);
  return { status: response.status, body: await response.json() };
}

describe('mock explorer', () => {
  it('filters by address and block range and sorts both ways', async () => {
    const asc = await get(`module=account&action=txlist&address=${A}&startblock=4&endblock=9&sort=asc`);
    expect(asc.body).toMatchObject({ status: '1', message: 'OK' });
    expect((asc.body.result as Array<{ blockNumber: string }>).map((r) => r.blockNumber)).toEqual(['5', '9']);
    const desc = await get(`module=account&action=txlist&address=${A}&sort=desc&page=1&offset=2`);
    expect((desc.body.result as Array<{ blockNumber: string }>).map((r) => r.blockNumber)).toEqual(['9', '5']);
  });

  it('answers the contract error shapes', async () => {
    expect((await get(`module=account&action=txlist&address=0x${'9'.repeat(40)}`)).body).toEqual({
      status: '0',
      message: 'No transactions found',
      result: [],
    });
    expect((await get(`module=stats&action=ethsupply`)).body.result).toBe('Error! Missing Or invalid Module name');
    expect((await get(`module=account&action=txlist&address=nope`)).body.result).toBe('Error! Invalid address format');
    expect((await get(`module=account&action=txlist&address=${A}&page=11&offset=1000`)).body.result).toMatch(
      /^Result window is too large/,
    );
  });

  it('rate limits the next requests on demand', async () => {
    explorer.failNext(1, 'http');
    expect((await get(`module=account&action=txlist&address=${A}`)).status).toBe(429);
    explorer.failNext(1, 'status');
    expect((await get(`module=account&action=txlist&address=${A}`)).body).toMatchObject({
      status: '0',
      result: expect.stringMatching(/rate limit/),
    });
    expect((await get(`module=account&action=txlist&address=${A}`)).body.status).toBe('1');
  });
});
