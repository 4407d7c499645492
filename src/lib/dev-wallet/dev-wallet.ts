/**
 * The development wallet of local mode (`npm start`), announced by EIP-6963 as
 * "Ledgerline Dev Wallet". It holds no key: every request goes to the local anvil node (through
 * the local server's same-origin RPC proxy), whose test accounts are unlocked and sign there.
 * Only bundled when LEDGERLINE_LOCAL=1; production builds never contain it.
 */
export const DEV_WALLET_INFO = {
  uuid: '5b0b6f0e-3f58-4a1e-9d38-6c7e0c1d2f11',
  name: 'Ledgerline Dev Wallet',
  rdns: 'dev.ledgerline.devwallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%227%22 fill=%22%23b45309%22/%3E%3Cpath d=%22M9 8h4v12h10v4H9z%22 fill=%22%23fff%22/%3E%3C/svg%3E',
} as const;

const APPROVAL_KEY = 'ledgerline-dev-wallet-approved';

interface RpcRequest {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

type Listener = (...args: unknown[]) => void;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * A JSON-RPC call to the local node at `rpcUrl` (every method, every test account): the dev
 * wallet's transport, also used by local mode's sample company for its clients, vendors and time travel.
 */
export function localNodeRpc(rpcUrl: string): (method: string, params?: RpcRequest['params']) => Promise<unknown> {
  let id = 0;
  return async (method, params = []) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    }).catch(() => {
      throw new RpcError(-32603, 'Local node unreachable (no answer). Is npm start still running?');
    });
    if (!response.ok)
      throw new RpcError(-32603, `Local node unreachable (HTTP ${response.status}). Is npm start still running?`);
    const body = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (body.error) throw new RpcError(body.error.code, body.error.message, body.error.data);
    return body.result;
  };
}

/** Creates the EIP-1193 provider that forwards to the local node at `rpcUrl`. */
export function createDevWallet(rpcUrl: string) {
  const listeners = new Map<string, Set<Listener>>();
  const approved = () => sessionStorage.getItem(APPROVAL_KEY) === '1';
  const rpc = localNodeRpc(rpcUrl);

  async function request({ method, params }: RpcRequest): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts': {
        sessionStorage.setItem(APPROVAL_KEY, '1');
        const accounts = (await rpc('eth_accounts')) as string[];
        return accounts.slice(0, 1);
      }
      case 'eth_accounts':
        return approved() ? ((await rpc('eth_accounts')) as string[]).slice(0, 1) : [];
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        throw new RpcError(4902, 'The dev wallet only knows the local chain.');
      default:
        return rpc(method, params);
    }
  }

  return {
    isLedgerlineDevWallet: true,
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

/** Announces the dev wallet now and whenever a dapp asks (EIP-6963). */
export function installDevWallet(rpcUrl: string): void {
  const detail = Object.freeze({ info: Object.freeze({ ...DEV_WALLET_INFO }), provider: createDevWallet(rpcUrl) });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
