/**
 * Redirect URI rules. Accepted at registration: HTTPS, HTTP on a loopback host (RFC 8252
 * section 7.3, any port), and private-use schemes of native apps (RFC 8252 section 7.1, e.g.
 * Cursor's `cursor://anysphere.cursor-mcp/oauth/callback`); PKCE protects all of them.
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
// Schemes a browser would run, render or hand to something other than the registering app.
const BLOCKED_SCHEMES = new Set([
  "javascript",
  "data",
  "vbscript",
  "file",
  "blob",
  "about",
  "filesystem",
  "ftp",
  "ws",
  "wss",
  "mailto",
  "tel",
  "sms",
  "view-source",
  "intent",
  "chrome",
  "chrome-extension",
  "resource",
]); // deno-fmt-ignore
const MAX_LENGTH = 2000;

/** Why a redirect URI is refused, or null when it is acceptable. */
export function redirectUriProblem(raw: string): string | null {
  if (raw.length > MAX_LENGTH) return `longer than ${MAX_LENGTH} characters`;
  if (raw.includes("#")) return "must not contain a fragment";
  // deno-lint-ignore no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return "contains whitespace or control characters";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not an absolute URL";
  }
  if (url.username || url.password) return "must not contain credentials";
  const scheme = url.protocol.slice(0, -1);
  if (scheme === "https") return url.hostname ? null : "has no host";
  if (scheme === "http") {
    return LOOPBACK_HOSTS.has(url.hostname)
      ? null
      : "uses http on a host that is not loopback (use https, or 127.0.0.1 / [::1] / localhost)";
  }
  if (BLOCKED_SCHEMES.has(scheme) || !/^[a-z][a-z0-9+.-]*$/.test(scheme)) {
    return `uses the scheme "${scheme}:", which is not allowed`;
  }
  return raw.length > url.protocol.length ? null : "has nothing after the scheme";
}

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Whether a requested redirect URI is registered: an exact string match, or for loopback HTTP
 * the same scheme, host, path and query on any port (RFC 8252 section 7.3).
 */
export function redirectUriRegistered(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  let req: URL;
  try {
    req = new URL(requested);
  } catch {
    return false;
  }
  if (!isLoopbackHttp(req) || requested.includes("#") || req.username || req.password) {
    return false;
  }
  return registered.some((r) => {
    try {
      const reg = new URL(r);
      return isLoopbackHttp(reg) && reg.hostname === req.hostname &&
        reg.pathname === req.pathname && reg.search === req.search;
    } catch {
      return false;
    }
  });
}

/** What the consent page shows as the destination: the host, or the app scheme. */
export function redirectDisplay(uri: string): string {
  const url = new URL(uri);
  if (url.protocol === "https:" || url.protocol === "http:") return url.host;
  return url.host ? `${url.protocol}//${url.host}` : url.protocol;
}

/** Adds response parameters to a redirect URI, keeping any query it already has. */
export function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}
