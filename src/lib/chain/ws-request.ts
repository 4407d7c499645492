// One JSON-RPC request over a WebSocket, for checking a wss: endpoint before it is saved.
import { jsonRpcError, networkError, RpcError, timeoutError } from './rpc-error';

/** Sends one request on a fresh socket, resolves with its result and closes the socket. */
export function wsRequest(url: string, method: string, params: unknown[] = [], timeoutMs = 10_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      reject(networkError(url, error));
      return;
    }
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(timeoutError(timeoutMs))), timeoutMs);
    socket.onopen = () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
    socket.onerror = () => finish(() => reject(networkError(url, undefined)));
    socket.onclose = () => finish(() => reject(networkError(url, undefined)));
    socket.onmessage = (event: MessageEvent) => {
      let answer: { id?: unknown; result?: unknown; error?: unknown };
      try {
        answer = JSON.parse(String(event.data)) as typeof answer;
      } catch {
        finish(() => reject(new RpcError('invalid-response', 'The endpoint did not answer with JSON-RPC')));
        return;
      }
      if (answer.id !== 1) return;
      finish(() => (answer.error ? reject(jsonRpcError(answer.error)) : resolve(answer.result)));
    };
  });
}
