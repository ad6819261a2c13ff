/**
 * DNS-rebinding protection for the MCP endpoint: the Host header must name this service (its
 * PUBLIC_URL host, or loopback on its public or listening port) and a browser Origin, when
 * sent, must be PUBLIC_URL's own, a loopback origin (local tools such as the MCP Inspector) or
 * one listed in MCP_ALLOWED_ORIGINS.
 */
import type { Config } from "../config.ts";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export class OriginGuard {
  readonly hosts: ReadonlySet<string>;
  readonly origins: ReadonlySet<string>;

  constructor(config: Pick<Config, "publicUrl" | "port" | "mcpAllowedOrigins">) {
    const pub = new URL(config.publicUrl);
    const publicPort = pub.port || (pub.protocol === "https:" ? "443" : "80");
    const hosts = new Set<string>([
      pub.host.toLowerCase(),
      `${pub.hostname.toLowerCase()}:${publicPort}`,
    ]);
    for (const name of LOOPBACK_NAMES) {
      for (const port of new Set([publicPort, String(config.port)])) hosts.add(`${name}:${port}`);
    }
    this.hosts = hosts;
    this.origins = new Set([pub.origin, ...config.mcpAllowedOrigins]);
  }

  hostAllowed(host: string | null): boolean {
    return host !== null && this.hosts.has(host.toLowerCase());
  }

  /** Requests without Origin come from non-browser clients, which rebinding cannot drive. */
  originAllowed(origin: string | null): boolean {
    if (origin === null) return true;
    const o = origin.toLowerCase();
    return this.origins.has(o) || LOOPBACK_ORIGIN.test(o);
  }
}

export const CORS_EXPOSE = "Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate";
export const CORS_ALLOW_HEADERS =
  "Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Mcp-Method, " +
  "Mcp-Name, Last-Event-ID";

/** CORS headers for an allowed browser origin (credentials mode stays off: tokens, not cookies). */
export function corsHeaders(origin: string | null, preflight = false): Record<string, string> {
  if (origin === null) return {};
  const h: Record<string, string> = {
    "access-control-allow-origin": origin,
    "access-control-expose-headers": CORS_EXPOSE,
    vary: "Origin",
  };
  if (preflight) {
    h["access-control-allow-methods"] = "POST, GET, DELETE, OPTIONS";
    h["access-control-allow-headers"] = CORS_ALLOW_HEADERS;
    h["access-control-max-age"] = "600";
  }
  return h;
}
