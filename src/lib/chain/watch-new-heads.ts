// Live blocks over a WebSocket endpoint (eth_subscribe newHeads), so a new block is read the moment
// it is announced instead of at the next poll. Reconnects with backoff; the caller polls meanwhile.
import { RpcError, jsonRpcError, originOf } from './rpc-error';
import { headSchema, type Head } from './rpc-schemas';

/** Options of {@link watchNewHeads}. */
export interface WatchHeadsOptions {
  /** Called when the socket fails or closes, with the reason; the watcher reconnects by itself. */
  readonly onError?: (error: RpcError) => void;
  /** Called each time the subscription is (re)established: heads flow from here on. */
  readonly onSubscribed?: () => void;
  /** First reconnect delay, doubled per failure up to 30 s. */
  readonly reconnectDelayMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
const SUBSCRIBE_ID = 1;

/** Calls `onHead` for every new block announced by a ws:/wss: endpoint; returns a stop function. */
export function watchNewHeads(url: string, onHead: (head: Head) => void, options: WatchHeadsOptions = {}): () => void {
  if (!/^wss?:\/\//i.test(url)) throw new RangeError(`Not a WebSocket URL: ${originOf(url)}`);
  const firstDelay = options.reconnectDelayMs ?? 1000;
  let delay = firstDelay;
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fail = (reason: string) => options.onError?.(new RpcError('network', reason));

  const connect = () => {
    let subscription: string | null = null;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () =>
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: SUBSCRIBE_ID, method: 'eth_subscribe', params: ['newHeads'] }));
    ws.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.id === SUBSCRIBE_ID) {
        if (message.error) {
          options.onError?.(jsonRpcError(message.error));
          ws.close();
        } else if (typeof message.result === 'string') {
          subscription = message.result;
          delay = firstDelay;
          options.onSubscribed?.();
        }
        return;
      }
      if (
        message.method !== 'eth_subscription' ||
        !isRecord(message.params) ||
        message.params.subscription !== subscription
      )
        return;
      const head = headSchema.safeParse(message.params.result);
      if (head.success) onHead(head.data);
    };
    ws.onerror = () =>
      fail(
        `Could not keep a WebSocket to ${originOf(url)}: the network failed or the page's Content-Security-Policy blocked it`,
      );
    ws.onclose = () => {
      if (socket === ws) socket = null;
      if (stopped) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
    socket = null;
  };
}

interface WsMessage {
  id?: unknown;
  method?: unknown;
  params?: unknown;
  result?: unknown;
  error?: unknown;
}

function parseMessage(data: unknown): WsMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
