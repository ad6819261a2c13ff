/**
 * demo-oauth's knobs and per-instance state. Knobs come from the MCP endpoint's query string
 * (`/demo/demo-oauth/mcp?ttl=2&rotate=1`); each distinct knob set is its own instance, with its
 * own issuer, clients, codes, tokens and counters, all in process memory.
 */
import { base64url, fromBase64url } from "../lib/crypto.ts";

export interface DemoOAuthKnobs {
  /** Client ID metadata documents accepted (advertised in the AS metadata). Default on. */
  cimd: boolean;
  /** Dynamic client registration endpoint. Default on. */
  dcr: boolean;
  /** Accept the pre-registered client demo-client / demo-secret. Default off. */
  prereg: boolean;
  /** "as": issuer /demo/demo-oauth/as/<id> (RFC 8414); "other": another path, OpenID only. */
  issuer: "as" | "other";
  /** RFC 8707 resource on authorize, token and refresh: required, refused, or optional. */
  resource: "required" | "refused" | "optional";
  /** Access token lifetime in seconds. */
  ttl: number;
  /** Lifetime in seconds of access tokens issued by a refresh (default: ttl). */
  refreshTtl: number | null;
  /** Rotate refresh tokens; a replayed one revokes its whole family. */
  rotate: boolean;
  /** Every refresh answers invalid_grant. */
  refreshInvalid: boolean;
  /** The first N refresh requests answer 503 with an HTML body. */
  token503: number;
  /** The authorization response's iss: the right one, a wrong one, or none. */
  iss: "ok" | "wrong" | "none";
  /** Where the protected-resource metadata is announced: the 401 header, or only well-known. */
  prm: "header" | "wellknown";
}

const DEFAULTS: DemoOAuthKnobs = {
  cimd: true,
  dcr: true,
  prereg: false,
  issuer: "as",
  resource: "required",
  ttl: 3600,
  refreshTtl: null,
  rotate: false,
  refreshInvalid: false,
  token503: 0,
  iss: "ok",
  prm: "header",
};

export function parseKnobs(query: URLSearchParams): DemoOAuthKnobs {
  const k = { ...DEFAULTS };
  const flag = (name: string, dflt: boolean) => {
    const v = query.get(name);
    return v === null ? dflt : v === "1" || v === "true";
  };
  k.cimd = flag("cimd", k.cimd);
  k.dcr = flag("dcr", k.dcr);
  k.prereg = flag("prereg", k.prereg);
  k.rotate = flag("rotate", k.rotate);
  k.refreshInvalid = query.get("refresh") === "invalid_grant";
  if (query.get("issuer") === "other") k.issuer = "other";
  const res = query.get("resource");
  if (res === "refused" || res === "optional") k.resource = res;
  const ttl = Number(query.get("ttl") ?? k.ttl);
  if (Number.isInteger(ttl) && ttl >= 1 && ttl <= 86_400) k.ttl = ttl;
  const rttl = Number(query.get("rttl"));
  if (Number.isInteger(rttl) && rttl >= 1 && rttl <= 86_400) k.refreshTtl = rttl;
  const n = Number(query.get("token503") ?? 0);
  if (Number.isInteger(n) && n >= 0 && n <= 1000) k.token503 = n;
  const iss = query.get("iss");
  if (iss === "wrong" || iss === "none") k.iss = iss;
  if (query.get("prm") === "wellknown") k.prm = "wellknown";
  return k;
}

/** The instance id: the sorted query, base64url, or "default" when empty. */
export function instanceId(query: URLSearchParams): string {
  const sorted = new URLSearchParams([...query].sort(([a], [b]) => a.localeCompare(b)));
  const text = sorted.toString();
  return text === "" ? "default" : base64url(new TextEncoder().encode(text));
}

export function queryOfInstance(id: string): URLSearchParams | null {
  if (id === "default") return new URLSearchParams();
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(id)) return null;
  try {
    return new URLSearchParams(new TextDecoder().decode(fromBase64url(id)));
  } catch {
    return null;
  }
}

export interface DemoClient {
  redirectUris: string[];
  secret?: string;
}

export interface Grant {
  clientId: string;
  scope: string;
  resource: string | null;
  family: string;
}

export interface Instance {
  id: string;
  knobs: DemoOAuthKnobs;
  clients: Map<string, DemoClient>;
  codes: Map<string, Grant & { redirectUri: string; challenge: string; exp: number }>;
  access: Map<string, Grant & { exp: number }>;
  refresh: Map<string, Grant & { used: boolean }>;
  revokedFamilies: Set<string>;
  served503: number;
  stats: {
    refreshRequests: number;
    codeRequests: number;
    revocations: number;
    registrations: Record<string, unknown>[];
    authorizations: Record<string, string>[];
    tokenRequests: Record<string, string>[];
  };
}

export function newInstance(id: string, knobs: DemoOAuthKnobs): Instance {
  const clients = new Map<string, DemoClient>();
  if (knobs.prereg) clients.set("demo-client", { redirectUris: [], secret: "demo-secret" });
  return {
    id,
    knobs,
    clients,
    codes: new Map(),
    access: new Map(),
    refresh: new Map(),
    revokedFamilies: new Set(),
    served503: 0,
    stats: {
      refreshRequests: 0,
      codeRequests: 0,
      revocations: 0,
      registrations: [],
      authorizations: [],
      tokenRequests: [],
    },
  };
}

export function randomToken(prefix: string): string {
  return `${prefix}_${base64url(crypto.getRandomValues(new Uint8Array(24)))}`;
}
