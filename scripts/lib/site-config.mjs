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

/**
 * The CSP directives Astro adds beside its own script-src/style-src hashes.
 * connect-src is 'self' plus the configured endpoints; loopback only in local mode.
 * frame-ancestors cannot be set by a meta tag, so it lives in public/_headers.
 * @typedef {'default-src' | 'connect-src' | 'img-src' | 'font-src' | 'worker-src' | 'object-src' | 'base-uri' | 'form-action'} DirectiveName
 * @param {{ local: boolean, extraConnectSrc?: string }} options
 * @returns {Array<`${DirectiveName} ${string}`>}
 */
export function cspDirectives({ local, extraConnectSrc }) {
  const connect = ["'self'"];
  if (local) connect.push('http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*');
  for (const origin of (extraConnectSrc ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (!/^(https|wss?):\/\/[^\s;']+$/.test(origin) && !(local && /^http:\/\//.test(origin))) {
      throw new Error(`CSP_CONNECT_SRC: "${origin}" is not an https:// or wss:// origin`);
    }
    connect.push(origin);
  }
  return [
    "default-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}
