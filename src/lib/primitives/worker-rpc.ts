// The one RPC between a page and its worker (the ledger's, the insights'): { id, request } in,
// { id, response, workerMs | error } out. The page's side matches answers by id and reports the time
// spent in the worker as a User Timing measure (DevTools' Timings track; npm run bench reads them).
// Without Worker support (unit tests) the same computation runs in place.

export interface WorkerClient<Request, Response> {
  call(request: Request): Promise<Response>;
  close(): void;
}

interface Reply<Response> {
  readonly id: number;
  readonly response?: Response;
  readonly workerMs?: number;
  readonly error?: string;
}

export interface WorkerClientOptions<Request, Response> {
  /** Starts the worker: `() => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`. */
  readonly start: () => Worker;
  /** The computation itself, run in place where there is no Worker. */
  readonly inPlace: (request: Request) => Response;
  /** What the worker is called in a failure (`The ledger worker failed`). */
  readonly name: string;
  /** The User Timing measure of a request's time in the worker. */
  readonly measure: (request: Request) => string;
  /** What is posted for a request (by default the request itself). */
  readonly wire?: (request: Request) => unknown;
}

/** The page's side: one worker per client (a module worker: the CSP allows `worker-src 'self' blob:`). */
export function workerClient<Request, Response>(
  options: WorkerClientOptions<Request, Response>,
): WorkerClient<Request, Response> {
  if (typeof Worker === 'undefined')
    return { call: async (request) => options.inPlace(request), close: () => undefined };
  const failed = `The ${options.name} worker failed`;
  const worker = options.start();
  const pending = new Map<
    number,
    { measure: string; resolve: (response: Response) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  worker.addEventListener('message', (event: MessageEvent<Reply<Response>>) => {
    const waiter = pending.get(event.data.id);
    if (!waiter) return;
    pending.delete(event.data.id);
    const { workerMs } = event.data;
    if (workerMs !== undefined)
      performance.measure(waiter.measure, { start: performance.now() - workerMs, duration: workerMs });
    if (event.data.response) waiter.resolve(event.data.response);
    else waiter.reject(new Error(event.data.error ?? failed));
  });
  worker.addEventListener('error', (event) => {
    for (const waiter of pending.values()) waiter.reject(new Error(event.message || failed));
    pending.clear();
  });
  return {
    call(request) {
      next += 1;
      const id = next;
      return new Promise((resolve, reject) => {
        pending.set(id, { measure: options.measure(request), resolve, reject });
        worker.postMessage({ id, request: options.wire ? options.wire(request) : request });
      });
    },
    close() {
      worker.terminate();
      for (const waiter of pending.values()) waiter.reject(new Error('closed'));
      pending.clear();
    },
  };
}

/** The worker's side: answers each request with `compute`'s response and the time it took, or its error. */
export function serveRequests<Request>(compute: (request: Request) => unknown): void {
  self.addEventListener('message', (event: MessageEvent<{ id: number; request: Request }>) => {
    const { id, request } = event.data;
    try {
      const started = performance.now();
      const response = compute(request);
      self.postMessage({ id, response, workerMs: performance.now() - started });
    } catch (error) {
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
