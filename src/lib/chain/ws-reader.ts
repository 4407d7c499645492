// A JSON-RPC read connection over one WebSocket (a `wss:` RPC URL from Network settings):
// requests are multiplexed by id on a socket opened on first use and opened again after it
// closes; each request has a timeout and fails with an RpcError in words.
import type { ChainReader } from './rpc-client';
import { DEFAULT_TIMEOUT_MS } from './rpc-client';
import type { RpcError } from './rpc-error';
import { jsonRpcError, networkError, timeoutError } from './rpc-error';

interface Waiting {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

/** A reader over a `ws:`/`wss:` JSON-RPC endpoint. */
export function wsReader(url: string, chainId: number, timeoutMs = DEFAULT_TIMEOUT_MS): ChainReader {
  let socket: WebSocket | null = null;
  let opened: Promise<WebSocket> | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: RpcError) => {
    for (const [id, item] of waiting) {
      clearTimeout(item.timer);
      item.reject(error);
      waiting.delete(id);
    }
  };

  const open = (): Promise<WebSocket> => {
    if (socket?.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    opened ??= new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        resolve(ws);
      };
      ws.onerror = () => reject(networkError(url, undefined));
      ws.onclose = () => {
        socket = null;
        opened = null;
        failAll(networkError(url, undefined));
        reject(networkError(url, undefined));
      };
      ws.onmessage = (event: MessageEvent) => {
        let answer: { id?: unknown; result?: unknown; error?: unknown };
        try {
          answer = JSON.parse(String(event.data)) as typeof answer;
        } catch {
          return; // not ours (or not JSON-RPC): the request times out with a reason
        }
        const item = typeof answer.id === 'number' ? waiting.get(answer.id) : undefined;
        if (!item || typeof answer.id !== 'number') return;
        waiting.delete(answer.id);
        clearTimeout(item.timer);
        if (answer.error) item.reject(jsonRpcError(answer.error));
        else item.resolve(answer.result);
      };
    });
    return opened;
  };

  return {
    chainId,
    async request<T>(method: string, params: unknown[] = []) {
      const ws = await open();
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(timeoutError(timeoutMs));
        }, timeoutMs);
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
        ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      });
    },
  };
}
