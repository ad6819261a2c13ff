/**
 * The fields of hostile OAuth and app requests: client metadata, form bodies over the OAuth and
 * app parameter names, Basic credentials, redirect URIs and cookie jars.
 */
import type { Rng } from "./_rng.ts";
import { hostileString, percentEncode, randomJson, urlPiece } from "./_values.ts";

/** What the suite knows about the running service (real ids, so checks go deeper). */
export interface Known {
  clientId: string;
  confidentialId: string;
  secret: string;
  mcpUrl: string;
  /** The app cookies of a signed-in browser ("name=value; ..."). */
  sessionCookie: string;
  csrfCookieName: string;
}

export const URIS = [
  "http://127.0.0.1:53682/callback",
  "https://app.example/cb",
  "http://evil.example/cb",
  "javascript:alert(1)",
  "data:text/html,x",
  "file:///etc/passwd",
  "https://a.example/cb#frag",
  "https://user:pw@a.example/cb",
  "com.example.app:/cb",
  "",
];
const CLIENT_IDS = ["https://127.0.0.1/cimd.json", "https://[::1]/c", "https://10.0.0.1/c#x"];
export const FORM_NAMES = [
  "grant_type",
  "code",
  "code_verifier",
  "redirect_uri",
  "client_id",
  "client_secret",
  "refresh_token",
  "resource",
  "scope",
  "token",
  "token_type_hint",
  "state",
  "csrf",
  "decision",
  "label",
  "email",
  "password",
  "account",
  "next",
];
export const GRANTS = ["authorization_code", "refresh_token", "client_credentials", "password", ""];

export function clientId(rng: Rng, k: Known): string {
  return rng.pick([k.clientId, k.confidentialId, ...CLIENT_IDS, hostileString(rng)]);
}

export function metadata(rng: Rng): unknown {
  if (rng.chance(0.2)) return randomJson(rng, 4);
  if (rng.chance(0.3)) {
    // valid metadata with one field swapped for something hostile
    const valid: Record<string, unknown> = { client_name: "Fuzz", redirect_uris: [URIS[0]] };
    const field = rng.pick(["client_name", "token_endpoint_auth_method", "logo_uri", "x"]);
    valid[field] = rng.chance(0.5) ? hostileString(rng, 300) : randomJson(rng, 2);
    return valid;
  }
  const uris = Array.from({ length: rng.int(4) }, () => rng.pick(URIS));
  const out: Record<string, unknown> = {
    client_name: rng.chance(0.7) ? hostileString(rng, 500) : randomJson(rng, 1),
    redirect_uris: rng.chance(0.8) ? uris : randomJson(rng, 2),
  };
  if (rng.chance(0.5)) {
    out.token_endpoint_auth_method = rng.pick(["none", "client_secret_basic", "x"]);
  }
  if (rng.chance(0.3)) {
    out.grant_types = rng.chance(0.5) ? ["authorization_code"] : randomJson(rng, 1);
  }
  if (rng.chance(0.2)) out.response_types = randomJson(rng, 1);
  if (rng.chance(0.2)) out.logo_uri = rng.pick(URIS);
  if (rng.chance(0.2)) out.scope = hostileString(rng);
  if (rng.chance(0.1)) out.redirect_uris = Array.from({ length: 2000 }, () => URIS[0]);
  return out;
}

/** A form body over the OAuth and app field names, with repeats and hostile values. */
export function form(rng: Rng, k: Known, fixed: Record<string, string> = {}): string {
  const parts = Object.entries(fixed).map(([n, v]) => `${n}=${percentEncode(v)}`);
  for (let i = rng.int(7); i > 0; i--) {
    const name = rng.chance(0.85) ? rng.pick(FORM_NAMES) : hostileString(rng, 100);
    const value = name === "client_id"
      ? clientId(rng, k)
      : name === "grant_type"
      ? rng.pick(GRANTS)
      : name === "resource"
      ? rng.pick([k.mcpUrl, hostileString(rng)])
      : hostileString(rng);
    parts.push(`${urlPiece(rng, name)}=${urlPiece(rng, value)}`);
  }
  if (rng.chance(0.1)) parts.push(parts[0] ?? "a=b"); // repeated
  if (rng.chance(0.05)) parts.push(`pad=${"p".repeat(rng.range(16_000, 40_000))}`);
  return parts.join("&");
}

export function basicAuth(rng: Rng, k: Known): string | undefined {
  if (rng.chance(0.6)) return undefined;
  const pick = rng.int(6);
  if (pick === 0) return `Basic ${btoa(`${encodeURIComponent(k.confidentialId)}:${k.secret}`)}`;
  if (pick === 1) return "Basic %%%not-base64";
  if (pick === 2) return `Basic ${btoa("no-colon-here")}`;
  if (pick === 3) return `Basic ${btoa("\xff\xfe:%zz")}`;
  if (pick === 4) return `Basic ${"A".repeat(rng.range(10, 20_000))}`;
  return `Bearer ${hostileString(rng, 100).replace(/[^\x20-\x7e]/g, "x")}`;
}

const FORM = "application/x-www-form-urlencoded";
export const TYPES = [
  FORM,
  FORM,
  FORM,
  "application/json",
  "text/plain",
  "",
  `${FORM}; charset=latin1`,
];

export function cookie(rng: Rng, k: Known): string | undefined {
  return rng.pick([
    undefined,
    k.sessionCookie,
    `${k.csrfCookieName}=${"a".repeat(43)}`,
    `tg_session=%zz; tg_csrf=%E0%A4`,
    `tg_session=${"s".repeat(rng.range(100, 8000))}`,
    `${k.sessionCookie}; ${k.csrfCookieName}=x; a=b=c; ;;=; =x`,
  ]);
}
