// Build-time settings shared by astro.config.mjs, the static server and the bench.

/**
 * Normalises BASE_PATH to the form Astro wants: '/' or '/sub/path/'.
 * @param {string | undefined} raw
 * @returns {string}
 */
export function siteBase(raw) {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Loopback origins local mode adds, so the page reaches the local anvil and helpers. */
export const LOOPBACK_CONNECT_SRC = Object.freeze([
  'http://127.0.0.1:*',
  'ws://127.0.0.1:*',
  'http://localhost:*',
  'ws://localhost:*',
]);

/**
 * The connect-src sources of a build. Users set RPC and explorer endpoints at runtime
 * (docs/product.md#content-security-policy), so production allows any https:/wss: endpoint; an operator who wants a fixed
 * list sets CSP_CONNECT_SRC and gets exactly 'self' plus that list. Loopback only in local mode.
 * The app reads the same list (import.meta.env.PUBLIC_CONNECT_SRC) to refuse other endpoints.
 * @param {{ local: boolean, extraConnectSrc?: string }} options
 * @returns {string[]}
 */
export function connectSources({ local, extraConnectSrc }) {
  const fixed = [];
  for (const origin of (extraConnectSrc ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (!/^(https|wss?):\/\/[^\s;']+$/.test(origin) && !(local && /^http:\/\//.test(origin))) {
      throw new Error(`CSP_CONNECT_SRC: "${origin}" is not an https:// or wss:// origin`);
    }
    fixed.push(origin);
  }
  return ["'self'", ...(fixed.length > 0 ? fixed : ['https:', 'wss:']), ...(local ? LOOPBACK_CONNECT_SRC : [])];
}

/**
 * The CSP directives Astro adds beside its own script-src/style-src hashes.
 * connect-src comes from connectSources(); frame-ancestors cannot be set by a meta tag, so it
 * lives in public/_headers.
 * @typedef {'default-src' | 'connect-src' | 'img-src' | 'font-src' | 'worker-src' | 'object-src' | 'base-uri' | 'form-action'} DirectiveName
 * @param {{ local: boolean, extraConnectSrc?: string }} options
 * @returns {Array<`${DirectiveName} ${string}`>}
 */
export function cspDirectives(options) {
  return [
    "default-src 'self'",
    `connect-src ${connectSources(options).join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}
