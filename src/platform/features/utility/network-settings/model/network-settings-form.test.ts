import { describe, expect, it } from 'vitest';
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import { checkEndpoints, type EndpointCheckers } from './check-endpoints';
import {
  draftFromSetting,
  endpointsToCheck,
  isDraftChanged,
  settingFromDraft,
  type NetworkSettingsDraft,
} from './network-settings-form';

const NOW = new Date('2024-06-01T12:00:00Z');
const EMPTY: NetworkSettingsDraft = { rpcUrl: '', explorerApiUrl: '', explorerApiKey: '', tracked: true };
const STORED: NetworkSetting = {
  id: '1',
  revision: 1,
  chainId: 1,
  rpcUrl: 'https://rpc.example',
  explorerApiUrl: 'https://explorer.example/api',
  explorerApiKey: 'KEY',
  tracked: false,
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('network settings form', () => {
  it('starts from the stored setting, or every default and tracked', () => {
    expect(draftFromSetting(null)).toEqual(EMPTY);
    expect(draftFromSetting(STORED)).toEqual({
      rpcUrl: 'https://rpc.example',
      explorerApiUrl: 'https://explorer.example/api',
      explorerApiKey: 'KEY',
      tracked: false,
    });
  });

  it('sees a change only where the trimmed value differs', () => {
    expect(isDraftChanged(EMPTY, null)).toBe(false);
    expect(isDraftChanged({ ...EMPTY, rpcUrl: '  ' }, null)).toBe(false);
    expect(isDraftChanged({ ...draftFromSetting(STORED), rpcUrl: ' https://rpc.example ' }, STORED)).toBe(false);
    expect(isDraftChanged({ ...EMPTY, tracked: false }, null)).toBe(true);
    expect(isDraftChanged({ ...draftFromSetting(STORED), explorerApiKey: '' }, STORED)).toBe(true);
  });

  it('stores an emptied field as null (the default again), trimmed values otherwise', () => {
    const result = settingFromDraft(
      1,
      { rpcUrl: ' https://rpc.example ', explorerApiUrl: '', explorerApiKey: '  ', tracked: true },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        id: '1',
        chainId: 1,
        rpcUrl: 'https://rpc.example',
        explorerApiUrl: null,
        explorerApiKey: null,
        tracked: true,
        updatedAt: NOW.toISOString(),
        revision: 1,
      },
    });
  });

  it('refuses what is not a URL, and over-long values, field by field', () => {
    const result = settingFromDraft(
      1,
      { rpcUrl: 'rpc.example', explorerApiUrl: 'ftp://x', explorerApiKey: 'k'.repeat(201), tracked: true },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        rpcUrl: 'Enter an http(s):// or ws(s):// URL',
        explorerApiUrl: 'Enter an http(s):// or ws(s):// URL',
        explorerApiKey: 'Use at most 200 characters',
      },
    });
  });
});

describe('endpointsToCheck', () => {
  const next = (draft: Partial<NetworkSettingsDraft>) => {
    const result = settingFromDraft(1, { ...EMPTY, ...draft }, NOW);
    if (!result.ok) throw new Error('invalid draft');
    return result.value;
  };

  it('checks new endpoints only, never a default on its own', () => {
    expect(endpointsToCheck(next({}), null, 'https://default.example/api')).toEqual([]);
    expect(endpointsToCheck(next({ tracked: false }), null, 'https://default.example/api')).toEqual([]);
    expect(
      endpointsToCheck(
        next({ rpcUrl: 'https://rpc.example', explorerApiUrl: 'https://x.example/api', explorerApiKey: 'K' }),
        null,
        null,
      ),
    ).toEqual([
      { kind: 'rpc', field: 'rpcUrl', url: 'https://rpc.example' },
      { kind: 'explorer', field: 'explorerApiUrl', url: 'https://x.example/api', key: 'K' },
    ]);
    // Unchanged endpoints are not called again.
    expect(endpointsToCheck({ ...STORED, tracked: true }, STORED, null)).toEqual([]);
  });

  it('checks a key typed for the default explorer API against it, refused next to the key', () => {
    expect(endpointsToCheck(next({ explorerApiKey: 'K' }), null, 'https://default.example/api')).toEqual([
      { kind: 'explorer', field: 'explorerApiKey', url: 'https://default.example/api', key: 'K' },
    ]);
    expect(endpointsToCheck(next({ explorerApiKey: 'K' }), null, null)).toEqual([]);
  });
});

describe('checkEndpoints', () => {
  const calls: string[] = [];
  const checkers: EndpointCheckers = {
    csp: (url) =>
      url.startsWith('http://')
        ? {
            ok: false,
            reason: 'This build only allows connections to https: and wss: endpoints: use an https:// or wss:// URL',
          }
        : { ok: true },
    rpc: async (url) => (
      calls.push(`rpc ${url}`),
      url.includes('wrong') ? { ok: false, reason: 'This endpoint serves chain 5, not 1 (Ethereum)' } : { ok: true }
    ),
    explorer: async (url, key) => (calls.push(`explorer ${url} ${key}`), { ok: true }),
  };

  it('refuses by the CSP rule before calling, and gives each failed field its reason', async () => {
    calls.length = 0;
    const errors = await checkEndpoints(
      1,
      [
        { kind: 'rpc', field: 'rpcUrl', url: 'https://wrong.example' },
        { kind: 'explorer', field: 'explorerApiUrl', url: 'http://plain.example/api', key: null },
      ],
      checkers,
    );
    expect(errors).toEqual({
      rpcUrl: 'This endpoint serves chain 5, not 1 (Ethereum)',
      explorerApiUrl: 'This build only allows connections to https: and wss: endpoints: use an https:// or wss:// URL',
    });
    expect(calls).toEqual(['rpc https://wrong.example']);
    expect(
      await checkEndpoints(
        1,
        [{ kind: 'explorer', field: 'explorerApiKey', url: 'https://x.example/api', key: 'K' }],
        checkers,
      ),
    ).toEqual({});
  });
});
