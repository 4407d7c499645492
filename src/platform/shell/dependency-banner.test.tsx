// The banner above every page names an outside service that fails, at its published contract: an
// Etherscan-compatible API answering 503 and then its { status, message, result } envelope, a Kubo RPC
// endpoint on a refused port and then answering; the notice goes away when the service answers, or
// at once when its "Check again" asks the service (once) and it answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { explorerRequest } from '@/lib/chain/explorer-request';
import { httpReader } from '@/lib/chain/rpc-client';
import { pinningFetch } from '@/lib/ipfs/pinning-http';
import { reportDependencyAnswered } from '@/lib/offline/dependency-health';
import { AppStatus } from './app-status';

let server: Server | null = null;
let answer: { status: number; body: string } = { status: 503, body: 'Service Unavailable' };
/** The requests the server saw, as `METHOD /path?query`. */
let seen: string[] = [];

async function listen(): Promise<string> {
  seen = [];
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An address where nothing listens: a port that was just bound and closed. */
async function refusedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

beforeEach(() => {
  answer = { status: 503, body: 'Service Unavailable' };
  for (const dependency of ['node', 'rpc', 'explorer', 'ipfs'] as const) reportDependencyAnswered(dependency);
});

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

const explorerTitle = 'The block explorer API does not answer';
const ipfsTitle = 'The IPFS endpoint does not answer';
const rpcTitle = "The network's RPC endpoint does not answer";

describe('the banner naming a failing dependency', () => {
  it('names the explorer API while it answers 503, says what still works, and goes away when it answers', async () => {
    const base = await listen();
    render(<AppStatus />);
    expect(screen.queryByText(explorerTitle)).toBeNull();
    const config = { apiUrl: `${base}/api`, chainId: 1, maxTries: 1 };
    await act(() => expect(explorerRequest(config, { module: 'account', action: 'txlist' })).rejects.toThrow());
    const notice = screen.getByText(explorerTitle).closest('[role="note"]');
    expect(notice?.textContent).toMatch(/still refused after 1 tries \(HTTP 503/);
    expect(notice?.textContent).toContain('the wallet still signs and sends');

    answer = { status: 200, body: JSON.stringify({ status: '1', message: 'OK', result: [] }) };
    await act(() => explorerRequest(config, { module: 'account', action: 'txlist' }));
    expect(screen.queryByText(explorerTitle)).toBeNull();
  });

  it('names the IPFS endpoint on a refused port, beside the explorer, and clears each on its own', async () => {
    render(<AppStatus />);
    const refused = await refusedUrl();
    await act(() => expect(pinningFetch({ url: refused }, `${refused}/api/v0/version`, {})).rejects.toThrow());
    answer = { status: 503, body: 'Service Unavailable' };
    const base = await listen();
    await act(() => expect(explorerRequest({ apiUrl: `${base}/api`, chainId: 1, maxTries: 1 }, {})).rejects.toThrow());
    const ipfs = screen.getByText(ipfsTitle).closest('[role="note"]');
    expect(ipfs?.textContent).toContain(`${refused} could not be reached`);
    expect(ipfs?.textContent).toContain('documents are kept on this device');
    expect(screen.getByText(explorerTitle)).toBeTruthy();

    answer = { status: 200, body: JSON.stringify({ Version: '0.30.0' }) };
    await act(async () => void (await pinningFetch({ url: base }, `${base}/api/v0/version`, { method: 'POST' })));
    expect(screen.queryByText(ipfsTitle)).toBeNull();
    expect(screen.getByText(explorerTitle)).toBeTruthy();
  });

  it('is not shown offline: the Offline line says it for every service', async () => {
    const refused = await refusedUrl();
    await expect(pinningFetch({ url: refused }, `${refused}/api/v0/version`, {})).rejects.toThrow();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      render(<AppStatus />);
      expect(screen.getByTestId('offline-indicator')).toBeTruthy();
      expect(screen.queryByText(ipfsTitle)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine'); // the prototype's getter again
    }
  });
});

/** The notice titled `title` and its Check again button, once it is not checking any more. */
async function checkAgain(title: string): Promise<void> {
  const notice = screen.getByText(title).closest<HTMLElement>('[role="note"]');
  const button = notice?.querySelector('button');
  if (!button) throw new Error(`no Check again in "${title}"`);
  expect(button.textContent).toBe('Check again');
  fireEvent.click(button);
  expect(button.textContent).toBe('Checking…');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  await waitFor(() => expect(screen.queryByText('Checking…')).toBeNull());
}

describe('Check again on the banner', () => {
  it('asks the explorer API once: the named error stays while it refuses, the notice goes when it answers', async () => {
    const base = await listen();
    render(<AppStatus />);
    // Its backoff on a clock that moves only when slept on.
    let now = 0;
    const clock = { now: () => now, sleep: async (ms: number) => void (now += ms) };
    const config = { apiUrl: `${base}/api`, chainId: 1, maxTries: 3, clock };
    await act(() => expect(explorerRequest(config, { module: 'account', action: 'txlist' })).rejects.toThrow());
    expect(seen).toHaveLength(3);

    await checkAgain(explorerTitle);
    expect(seen).toHaveLength(4);
    expect(seen[3]).toBe(seen[0]);
    const notice = screen.getByText(explorerTitle).closest('[role="note"]');
    expect(notice?.textContent).toMatch(/still refused after 1 tries \(HTTP 503/);

    answer = { status: 200, body: JSON.stringify({ status: '1', message: 'OK', result: [] }) };
    await checkAgain(explorerTitle);
    expect(screen.queryByText(explorerTitle)).toBeNull();
  });

  it('asks a Kubo endpoint its version, and a pinning service for one pin, changing nothing', async () => {
    answer = { status: 502, body: 'Bad Gateway' };
    const base = await listen();
    render(<AppStatus />);
    const put = pinningFetch({ url: base, token: 't' }, `${base}/api/v0/block/put?pin=true`, { method: 'POST' });
    await act(async () => void (await put));
    await checkAgain(ipfsTitle);
    expect(seen).toEqual(['POST /api/v0/block/put?pin=true', 'POST /api/v0/version']);
    expect(screen.getByText(ipfsTitle).closest('[role="note"]')?.textContent).toContain('answered 502');

    answer = { status: 200, body: JSON.stringify({ Version: '0.30.0' }) };
    await checkAgain(ipfsTitle);
    expect(screen.queryByText(ipfsTitle)).toBeNull();

    answer = { status: 503, body: 'Service Unavailable' };
    seen = [];
    await act(async () => void (await pinningFetch({ url: `${base}/psa/` }, `${base}/psa/pins/r1`, {})));
    answer = { status: 401, body: JSON.stringify({ error: { reason: 'UNAUTHORIZED' } }) };
    await checkAgain(ipfsTitle);
    expect(seen).toEqual(['GET /psa/pins/r1', 'GET /psa/pins?limit=1']);
    // A refusal is an answer: the service is there.
    expect(screen.queryByText(ipfsTitle)).toBeNull();
  });

  it("asks the network's RPC endpoint for its chain id", async () => {
    const base = await listen();
    render(<AppStatus />);
    await act(() => expect(httpReader(base, 1).request('eth_blockNumber')).rejects.toThrow());
    answer = { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: 0, result: '0x1' }) };
    await checkAgain(rpcTitle);
    expect(seen).toEqual(['POST /', 'POST /']);
    expect(screen.queryByText(rpcTitle)).toBeNull();
  });
});
