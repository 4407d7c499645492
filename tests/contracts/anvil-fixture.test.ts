import { afterEach, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../scripts/lib/anvil.mjs';
import { ANVIL_KEYS } from '../../scripts/lib/local-chain.mjs';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { Wallet } from 'ethers';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('scripts/lib/anvil.mjs', () => {
  const running: Anvil[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((anvil) => anvil.stop()));
  });

  it('starts independent nodes on free loopback ports that answer JSON-RPC at once', async () => {
    const [first, second] = await Promise.all([startAnvil(), startAnvil()]);
    running.push(first!, second!);
    expect(first!.port).not.toBe(second!.port);
    expect(first!.rpcUrl).toBe(`http://127.0.0.1:${first!.port}`);
    expect(first!.chainId).toBe(LOCAL_CHAIN_ID);
    expect(await rpc(second!.rpcUrl, 'eth_blockNumber')).toBe('0x0');
  });

  it('funds the well-known development accounts', async () => {
    const anvil = await startAnvil();
    running.push(anvil);
    const accounts = (await rpc(anvil.rpcUrl, 'eth_accounts')) as string[];
    expect(ANVIL_KEYS.map((key) => new Wallet(key).address.toLowerCase())).toEqual(
      accounts.map((a) => a.toLowerCase()),
    );
  });

  it('passes extra arguments through', async () => {
    const anvil = await startAnvil({ args: ['--chain-id', '4242'] });
    running.push(anvil);
    expect(anvil.chainId).toBe(4242);
  });

  it('stops the process, after which the port no longer answers', async () => {
    const anvil = await startAnvil();
    expect(isAlive(anvil.pid)).toBe(true);
    await anvil.stop();
    expect(isAlive(anvil.pid)).toBe(false);
    await expect(rpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow();
    await anvil.stop(); // idempotent
  });

  it('rejects with anvil’s own message when it cannot start', async () => {
    await expect(startAnvil({ args: ['--no-such-flag'] })).rejects.toThrow(
      /anvil exited before answering: .*no-such-flag/s,
    );
  });
});
