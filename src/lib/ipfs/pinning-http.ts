// What the two pinning clients share: endpoint normalisation, the Authorization header, a fetch
// with a timeout, and turning an HTTP failure into a sentence that names the service's reason.

// The endpoint, its URL check and the error live with the settings that produce them, so a page that
// only edits the settings does not load the HTTP clients' code.
import { baseUrl, PinningError, type PinningEndpoint } from './pinning-settings';
import { reportDependencyAnswered, reportDependencyFailure } from '@/lib/offline/dependency-health';

export { baseUrl, PinningError, type PinningEndpoint };

/** `Bearer <token>` unless the token already starts with a scheme (`Basic …`, `Bearer …`). */
export function authorization(token: string | null | undefined): Record<string, string> {
  const value = token?.trim();
  if (!value) return {};
  return { authorization: /^(bearer|basic)\s/i.test(value) ? value : `Bearer ${value}` };
}

// A gateway in front of the endpoint saying the service behind it is down or slow.
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * The banner's "Check again" for an endpoint that failed `url`: one cheap read that changes nothing.
 * A Kubo RPC endpoint (its calls are under `/api/v0/`) is asked `version`; a Pinning Service API
 * endpoint is asked for one pin (`GET /pins?limit=1`). Its outcome goes through pinningFetch like any call.
 */
export function ipfsProbe(endpoint: PinningEndpoint, url: string): () => Promise<void> {
  const kubo = /^(.*?\/api\/v0)\//.exec(url);
  const probeUrl = kubo ? `${kubo[1]}/version` : `${baseUrl(endpoint.url)}/pins?limit=1`;
  return async () => {
    const response = await pinningFetch(endpoint, probeUrl, {
      method: kubo ? 'POST' : 'GET',
      headers: authorization(endpoint.token),
    });
    await response.body?.cancel();
  };
}

/**
 * fetch with a timeout; a network failure becomes a PinningError naming the endpoint. The outcome
 * is the IPFS endpoint's health for the banner above every page: no answer, or a gateway's 502/503/504,
 * is a failure (with ipfsProbe to check again); any other answer (a refusal included: the service is
 * there) clears it.
 */
export async function pinningFetch(endpoint: PinningEndpoint, url: string, init: RequestInit): Promise<Response> {
  const run = endpoint.fetch ?? fetch;
  let response: Response;
  try {
    response = await run(url, { ...init, signal: AbortSignal.timeout(endpoint.timeoutMs ?? 60_000) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'did not answer in time'
        : 'could not be reached (offline, wrong address, or the service does not allow this site: CORS)';
    const failure = new PinningError(`${new URL(url).origin} ${reason}`);
    reportDependencyFailure('ipfs', failure.message, ipfsProbe(endpoint, url));
    throw failure;
  }
  if (UNAVAILABLE_STATUSES.has(response.status))
    reportDependencyFailure(
      'ipfs',
      `${new URL(url).origin} answered ${response.status} ${response.statusText}`.trim(),
      ipfsProbe(endpoint, url),
    );
  else reportDependencyAnswered('ipfs');
  return response;
}

/** Reads a failed response's reason from a JSON body (`{error:{reason,details}}`, `{Message}`) or its text. */
export async function failureReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { reason?: unknown; details?: unknown }; Message?: unknown };
    if (body.error && typeof body.error.reason === 'string') {
      return typeof body.error.details === 'string' && body.error.details
        ? `${body.error.reason}: ${body.error.details}`
        : body.error.reason;
    }
    if (typeof body.Message === 'string') return body.Message;
  } catch {
    // Not JSON: the text itself, if short enough to show.
  }
  return text.trim().slice(0, 200) || response.statusText || `HTTP ${response.status}`;
}

/** The sentence for a refused request: 401/403 say the token was refused. */
export async function httpFailure(service: string, response: Response): Promise<PinningError> {
  const reason = await failureReason(response);
  if (response.status === 401 || response.status === 403) {
    return new PinningError(
      `${service} refused the access token (${response.status} ${reason}). Check the token in Utility → Network settings.`,
      response.status,
    );
  }
  return new PinningError(`${service} answered ${response.status}: ${reason}`, response.status);
}
