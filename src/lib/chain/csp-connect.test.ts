import { describe, expect, it } from 'vitest';
import { cspAllows } from './csp-connect';

const PAGE = 'https://ledgerline.example';

describe('cspAllows', () => {
  it.each([
    ["'self' https: wss:", 'https://mainnet.base.org', true],
    ["'self' https: wss:", 'wss://base-rpc.publicnode.com', true],
    ["'self' https: wss:", 'http://rpc.example', false],
    ["'self' https: wss:", 'ws://rpc.example', false],
    ["'self'", 'https://ledgerline.example/rpc', true],
    ["'self'", 'wss://ledgerline.example/ws', true],
    ["'self'", 'https://other.example', false],
    ["'self' https://rpc.example", 'https://rpc.example/v2/key', true],
    ["'self' https://rpc.example", 'https://rpc.example:8443/', false],
    ["'self' https://rpc.example", 'https://evil.example', false],
    ["'self' https://*.blockscout.com", 'https://base.blockscout.com/api', true],
    ["'self' https://*.blockscout.com", 'https://blockscout.com/api', false],
    ["'self' https://api.example/v2/", 'https://api.example/v2/api', true],
    ["'self' https://api.example/v2/", 'https://api.example/v1/api', false],
    ["'self' http://127.0.0.1:*", 'http://127.0.0.1:8545', true],
    ["'self' ws://127.0.0.1:*", 'wss://127.0.0.1:8545', true],
    ["'self' http://rpc.example", 'https://rpc.example', true],
    ["'self' https:", 'not a url', false],
  ])('%s allows %s: %s', (sources, url, allowed) => {
    expect(cspAllows(url, sources.split(' '), PAGE)).toBe(allowed);
  });
});
