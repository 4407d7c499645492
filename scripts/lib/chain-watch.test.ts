// npm start's watch on its local chain: a real anvil stopped under it, and the counting of misses.
import { describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.mjs';
import { watchChain } from './chain-watch.mjs';

describe('the local chain watch', () => {
  it('says, naming the node, when a real anvil stopped', async () => {
    const anvil = await startAnvil();
    const reasons: string[] = [];
    const lost = new Promise<void>((resolve) => {
      watchChain({
        rpcUrl: anvil.rpcUrl,
        chainId: anvil.chainId,
        intervalMs: 20,
        failures: 2,
        onLost: (reason) => {
          reasons.push(reason);
          resolve();
        },
      });
    });
    await anvil.stop();
    await lost;
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(new RegExp(`^the local chain at ${anvil.rpcUrl} stopped answering \\(.+\\)$`));
  });

  it('counts only misses in a row, and a node on another chain is lost at once', async () => {
    const answers: (string | Error)[] = [
      new Error('fetch failed'),
      '0x7a69',
      new Error('fetch failed'),
      new Error('fetch failed'),
    ];
    let asked = 0;
    const ask = async () => {
      const answer = answers[asked++];
      if (answer instanceof Error) throw answer;
      return answer;
    };
    const reason = await new Promise<string>((resolve) =>
      watchChain({ rpcUrl: 'http://127.0.0.1:1', chainId: 31337, intervalMs: 1, failures: 2, ask, onLost: resolve }),
    );
    expect(asked).toBe(4);
    expect(reason).toBe('the local chain at http://127.0.0.1:1 stopped answering (fetch failed)');

    const other = await new Promise<string>((resolve) =>
      watchChain({
        rpcUrl: 'http://127.0.0.1:1',
        chainId: 31337,
        intervalMs: 1,
        ask: async () => '0x1',
        onLost: resolve,
      }),
    );
    expect(other).toBe('the node at http://127.0.0.1:1 is now chain 1, not 31337');
  });
});
