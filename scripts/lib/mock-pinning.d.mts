/** Options of {@link startMockPinning}. */
export interface MockPinningOptions {
  /** The Pinning Service API's Bearer token (default `psa-secret`). */
  token?: string;
  /** When set, dag/import requires `Authorization: Bearer <kuboToken>` (else 403). */
  kuboToken?: string | null;
  /** CIDs whose pin requests end `failed` (with a reason in `info`). */
  failCids?: string[];
}

/** A running mock of the Kubo RPC dag/import and the Pinning Service API. */
export interface MockPinning {
  /** The Kubo RPC base, `http://127.0.0.1:<port>` (the client adds /api/v0). */
  kuboUrl: string;
  /** The Pinning Service API base, `http://127.0.0.1:<port>/psa`. */
  psaUrl: string;
  token: string;
  /** Root CID → block count, for every CAR imported through dag/import. */
  imported: Map<string, number>;
  /** Pin requests by requestid. */
  pins: Map<
    string,
    {
      requestid: string;
      status: string;
      created: string;
      pin: { cid: string; name?: string };
      reads: number;
      info: Record<string, string>;
    }
  >;
  requests: Array<{ method: string; path: string; authorization: string | null }>;
  /** Tests may add CIDs that should fail while the server runs. */
  failCids: Set<string>;
  stop(): Promise<void>;
}

export function startMockPinning(options?: MockPinningOptions): Promise<MockPinning>;
