import { describe, expect, it } from 'vitest';
import { getDeployments } from './contracts';
import { namedContracts } from './contract-names';

const ROUTER = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x2222222222222222222222222222222222222222';

describe('namedContracts', () => {
  it('names the platform contracts and the company’s tokens by what they are', () => {
    const named = namedContracts(
      [
        {
          id: '31337:PaymentRouter',
          chainId: 31337,
          name: 'PaymentRouter',
          address: ROUTER,
          codeHash: `0x${'00'.repeat(32)}`,
          source: 'entered',
          txHash: null,
          recordedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      [{ address: TOKEN, name: 'Acme Shares', symbol: 'ACME' }],
    );
    expect(named).toContainEqual({ address: TOKEN, name: 'Acme Shares (ACME)' });
    expect(named).toContainEqual({ address: ROUTER, name: 'PaymentRouter' });
    // The deployments file's Distributor on the local chain is named too.
    const distributor = getDeployments(31337)?.Distributor;
    if (distributor) expect(named).toContainEqual({ address: distributor, name: 'Distributor' });
    const workspaces = getDeployments(31337)?.Workspaces;
    expect(workspaces).toBeTruthy();
    expect(named).toContainEqual({ address: workspaces, name: 'Workspaces' });
  });
});
