// A scripted JSON-RPC server on 127.0.0.1 for tests of the read client: it answers what the test
// says (results, JSON-RPC errors, HTTP statuses, slow answers), which no real node does on demand.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the script returns for one request: a result, a JSON-RPC error, or a whole-response override. */
export type ScriptedAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

/** A handler per call; `http` answers the whole POST (status, raw body or a delay). */
export interface JsonRpcScript {
  answer?(method: string, params: unknown[]): ScriptedAnswer | Promise<ScriptedAnswer>;
  http?(body: unknown): { status?: number; raw?: string; delayMs?: number } | undefined;
}

/** A running scripted server. */
export interface JsonRpcTestServer {
  readonly url: string;
  /** Every POST body received, parsed. */
  readonly bodies: unknown[];
  script: JsonRpcScript;
  close(): Promise<void>;
}

/** Starts a scripted JSON-RPC server on a free loopback port. */
export async function startJsonRpcServer(script: JsonRpcScript = {}): Promise<JsonRpcTestServer> {
  const bodies: unknown[] = [];
  const state: JsonRpcTestServer = { url: '', bodies, script, close: async () => {} };
  const server = createServer((req, res) => void handle(state, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/rpc`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

async function handle(state: JsonRpcTestServer, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    // What a node says to a GET or to junk: not JSON-RPC, so not the explorer contract either.
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end('Bad request: expected a JSON-RPC POST');
    return;
  }
  state.bodies.push(body);
  const override = state.script.http?.(body);
  if (override?.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
  if (res.destroyed) return;
  if (override?.status || override?.raw !== undefined) {
    res.writeHead(override.status ?? 200, { 'content-type': 'application/json' });
    res.end(override.raw ?? '');
    return;
  }
  const one = async (request: { id: unknown; method: string; params?: unknown[] }) => {
    const answer = (await state.script.answer?.(request.method, request.params ?? [])) ?? {
      error: { code: -32601, message: 'Method not found' },
    };
    return { jsonrpc: '2.0', id: request.id, ...answer };
  };
  const requests = Array.isArray(body) ? body : [body];
  // Answered in reverse order: clients must match by id, as real batch answers come in any order.
  const answers = await Promise.all(requests.map(one));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(Array.isArray(body) ? answers.reverse() : answers[0]));
}
