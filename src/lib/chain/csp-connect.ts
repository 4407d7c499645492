// Whether the page's CSP connect-src lets it reach a URL, so Network settings can refuse an
// endpoint with the rule's name instead of saving one that every request would fail on.
// A subset of CSP Level 3 source matching: 'self', scheme sources and host sources.

/** The build's connect-src sources (astro.config.mjs defines them); null outside a Vite build. */
export function buildConnectSources(): string[] | null {
  const raw = import.meta.env?.PUBLIC_CONNECT_SRC;
  return typeof raw === 'string' && raw.trim() ? raw.trim().split(/\s+/) : null;
}

// CSP3 lets a source's scheme also match its secure upgrade (http: → https:, ws: → wss:).
function schemeMatches(source: string, target: string): boolean {
  return source === target || (source === 'http' && target === 'https') || (source === 'ws' && target === 'wss');
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443', ws: '80', wss: '443' };

function hostSourceMatches(source: string, url: URL): boolean {
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\*|\d+))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, host = '', port, path] = match;
  const target = url.protocol.slice(0, -1);
  if (scheme ? !schemeMatches(scheme.toLowerCase(), target) : !['http', 'https', 'ws', 'wss'].includes(target))
    return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wanted === '*') {
    // a bare * matches any host
  } else if (wanted.startsWith('*.')) {
    if (!hostname.endsWith(wanted.slice(1))) return false;
  } else if (hostname !== wanted) return false;
  // Both on their scheme's default port also matches across an upgrade (http://a → https://a).
  const bothDefault = !port && !url.port;
  if (port !== '*' && !bothDefault) {
    const targetPort = url.port || DEFAULT_PORTS[target];
    const sourcePort = port ?? DEFAULT_PORTS[scheme?.toLowerCase() ?? target];
    if (targetPort !== sourcePort) return false;
  }
  if (path && path !== '/') return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
  return true;
}

// 'self' is the page's host; CSP3 also lets it reach the same host over ws:/wss:.
function selfMatches(url: URL, pageOrigin: string | null): boolean {
  if (!pageOrigin || !URL.canParse(pageOrigin)) return false;
  const page = new URL(pageOrigin);
  if (url.host !== page.host) return false;
  const pageScheme = page.protocol.slice(0, -1);
  const target = url.protocol.slice(0, -1);
  return schemeMatches(pageScheme, target) || schemeMatches(pageScheme === 'https' ? 'wss' : 'ws', target);
}

/** Whether a URL is allowed by a list of connect-src sources, for a page at `pageOrigin`. */
export function cspAllows(rawUrl: string, sources: readonly string[], pageOrigin: string | null): boolean {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return false;
  }
  return sources.some((source) => {
    if (source === "'none'") return false;
    if (source === "'self'") return selfMatches(url, pageOrigin);
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source))
      return schemeMatches(source.slice(0, -1).toLowerCase(), url.protocol.slice(0, -1));
    return hostSourceMatches(source, url);
  });
}
