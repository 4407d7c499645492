import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockExplorer, type MockExplorer } from '../../../../../../scripts/lib/mock-explorer.mjs';
import { startJsonRpcServer, type JsonRpcTestServer } from '@/lib/chain/jsonrpc-server.testing';
import { closeWorkspace, currentWorkspace } from '@/lib/db/workspace-session';
import { NetworkSettingsSection } from './network-settings-section';
import { setTestAccount, TEST_ACCOUNT } from '@/lib/wallet/use-wallet.testing';

// The wallet session, reduced to what pages read; switched with setTestAccount.
vi.mock('@/lib/wallet/use-wallet', () => import('@/lib/wallet/use-wallet.testing'));
let rpc: JsonRpcTestServer;
let explorer: MockExplorer;
// The node's chain id, as the test sets it (31337 is 0x7a69).
let servedChainId = '0x7a69';

beforeAll(async () => {
  rpc = await startJsonRpcServer({
    answer: (method) =>
      method === 'eth_chainId' ? { result: servedChainId } : { error: { code: -32601, message: 'Method not found' } },
  });
  explorer = await startMockExplorer({ apiKey: 'GOOD' });
});
afterAll(async () => {
  await rpc.close();
  await explorer.stop();
});
afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
  act(() => setTestAccount(TEST_ACCOUNT));
  servedChainId = '0x7a69';
});

const form = () => screen.getByRole('form', { name: 'Anvil (local) settings' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
const stored = async () => (await currentWorkspace()?.networkSettings.get('31337')) ?? null;

describe('NetworkSettingsSection', { timeout: 20_000 }, () => {
  it('says where endpoints and keys are kept', async () => {
    render(<NetworkSettingsSection />);
    await screen.findByRole('form', { name: 'Anvil (local) settings' });
    expect(
      screen.getByText(
        /stored in this browser's workspace, and in its backups: a backup file keeps them encrypted only if you encrypt the backup/,
      ),
    ).toBeTruthy();
  });

  it('refuses an RPC that serves another chain, with the reason beside the field, and keeps what was typed', async () => {
    servedChainId = '0x1';
    render(<NetworkSettingsSection />);
    await screen.findByRole('form', { name: 'Anvil (local) settings' });
    type('RPC URL', rpc.url);
    fireEvent.click(field("Track the company's wallets on this network"));
    save();
    await waitFor(() => expect(field('RPC URL').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field('RPC URL'))).toContain('This endpoint serves chain 1 (Ethereum), not 31337 (Anvil (local))');
    expect(field('RPC URL').value).toBe(rpc.url);
    expect(field("Track the company's wallets on this network").checked).toBe(false);
    expect(await stored()).toBeNull();
  });

  it('saves checked endpoints through the record schema, refuses a bad key, and an emptied field is the default again', async () => {
    render(<NetworkSettingsSection />);
    await screen.findByRole('form', { name: 'Anvil (local) settings' });
    type('RPC URL', rpc.url);
    type('Explorer API URL', explorer.url);
    type('Explorer API key', 'WRONG');
    save();
    await waitFor(() =>
      expect(errorOf(field('Explorer API URL'))).toContain('The explorer API refused the request: Invalid API Key'),
    );
    expect(await stored()).toBeNull();
    type('Explorer API key', 'GOOD');
    expect(field('Explorer API URL').getAttribute('aria-invalid')).toBeNull();
    save();
    await waitFor(() => expect(within(form()).getByRole('status').textContent).toBe('Saved'));
    expect(await stored()).toMatchObject({
      chainId: 31337,
      rpcUrl: rpc.url,
      explorerApiUrl: explorer.url,
      explorerApiKey: 'GOOD',
      tracked: true,
    });
    // The saved draft is dropped: edit only once the live query shows the stored record, else the
    // next save builds on no revision (refused as a conflict) and the emptied field changes nothing.
    await waitFor(() => expect(field('RPC URL').value).toBe(rpc.url));

    const before = rpc.bodies.length;
    type('RPC URL', '');
    save();
    await waitFor(async () => expect((await stored())?.rpcUrl).toBeNull());
    expect(rpc.bodies.length).toBe(before);
    // The form shows the stored record once the live query delivers it (a step behind the write).
    await waitFor(() => expect(field('RPC URL').value).toBe(''));
  });

  it('refuses what is not a URL before calling anything', async () => {
    render(<NetworkSettingsSection />);
    await screen.findByRole('form', { name: 'Anvil (local) settings' });
    const before = rpc.bodies.length;
    type('RPC URL', 'localhost:8545');
    save();
    await waitFor(() => expect(errorOf(field('RPC URL'))).toContain('Enter an http(s):// or ws(s):// URL'));
    expect(document.activeElement).toBe(field('RPC URL'));
    expect(rpc.bodies.length).toBe(before);
  });
});
