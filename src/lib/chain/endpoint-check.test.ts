// Endpoint checks over real loopback servers: anvil (HTTP and WebSocket) and the mock explorer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { startMockExplorer, type MockExplorer } from '../../../scripts/lib/mock-explorer.mjs';
import { checkExplorerApi, checkRpcEndpoint, endpointAllowedByCsp } from './endpoint-check';
import { startJsonRpcServer } from './jsonrpc-server.testing';

let anvil: Anvil;
let explorer: MockExplorer;
beforeAll(async () => {
  [anvil, explorer] = await Promise.all([startAnvil(), startMockExplorer({ apiKey: 'KEY' })]);
});
afterAll(() => Promise.all([anvil?.stop(), explorer?.stop()]));

describe('checkRpcEndpoint', () => {
  it('accepts an endpoint serving the expected chain, over HTTP and WebSocket', async () => {
    expect(await checkRpcEndpoint(anvil.rpcUrl, 31337)).toEqual({ ok: true });
    expect(await checkRpcEndpoint(anvil.rpcUrl.replace(/^http/, 'ws'), 31337)).toEqual({ ok: true });
  });

  it('names both chains when they differ', async () => {
    const base = await startJsonRpcServer({ answer: () => ({ result: '0x1' }) });
    try {
      expect(await checkRpcEndpoint(base.url, 8453)).toEqual({
        ok: false,
        reason: 'This endpoint serves chain 1 (Ethereum), not 8453 (Base)',
      });
    } finally {
      await base.close();
    }
  });

  it('says why an endpoint cannot be used', async () => {
    const gone = await startJsonRpcServer();
    await gone.close();
    expect(await checkRpcEndpoint(gone.url, 1)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Could not reach http:\/\/127\.0\.0\.1:\d+: the network failed/),
    });
    expect(await checkRpcEndpoint('mainnet.base.org', 8453)).toEqual({
      ok: false,
      reason: 'Enter the RPC URL as a full URL (https://…)',
    });
    const limited = await startJsonRpcServer({ http: () => ({ status: 429 }) });
    try {
      expect(await checkRpcEndpoint(limited.url, 1)).toEqual({
        ok: false,
        reason: 'The endpoint refused the request: HTTP 429 (too many requests)',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('checkExplorerApi', () => {
  it('accepts an API that answers the account contract', async () => {
    expect(await checkExplorerApi(explorer.url, 'KEY', 1)).toEqual({ ok: true });
    expect(explorer.requests.at(-1)?.params).toMatchObject({
      module: 'account',
      action: 'txlist',
      address: `0x${'0'.repeat(40)}`,
      page: '1',
      offset: '1',
    });
  });

  it('passes an invalid key message through', async () => {
    expect(await checkExplorerApi(explorer.url, 'WRONG', 1)).toEqual({
      ok: false,
      reason: 'The explorer API refused the request: Invalid API Key',
    });
  });

  it('refuses a URL that is not an explorer API', async () => {
    const rpc = await startJsonRpcServer();
    try {
      // A JSON-RPC node answers GET with an error page, not the contract's envelope.
      expect(await checkExplorerApi(rpc.url, null, 1)).toEqual({
        ok: false,
        reason: 'The explorer API refused the request: HTTP 400 (bad request)',
      });
      expect(await checkExplorerApi(anvil.rpcUrl, null, 31337)).toEqual({
        ok: false,
        reason: expect.stringMatching(
          /^(The explorer API refused|This URL did not answer like an Etherscan-compatible API)/,
        ),
      });
    } finally {
      await rpc.close();
    }
  });
});

describe('endpointAllowedByCsp', () => {
  it('allows anything outside a build and any https/wss in an open build', () => {
    expect(endpointAllowedByCsp('http://rpc.example', null)).toEqual({ ok: true });
    expect(endpointAllowedByCsp('https://rpc.example', ["'self'", 'https:', 'wss:'], 'https://app.example')).toEqual({
      ok: true,
    });
    expect(endpointAllowedByCsp('http://rpc.example', ["'self'", 'https:', 'wss:'], 'https://app.example')).toEqual({
      ok: false,
      reason: 'This build only allows connections to https: and wss: endpoints: use an https:// or wss:// URL',
    });
  });

  it('names the fixed list and the rebuild rule', () => {
    expect(
      endpointAllowedByCsp(
        'https://rpc.other',
        ["'self'", 'https://a.example', 'wss://b.example'],
        'https://app.example',
      ),
    ).toEqual({
      ok: false,
      reason:
        'This build only allows connections to https://a.example, wss://b.example, this site: rebuild with CSP_CONNECT_SRC to add it',
    });
  });
});
