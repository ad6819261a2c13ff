/**
 * Hostile requests for the authorization server and the signed-in app: registration metadata,
 * token and revocation forms, authorize queries, discovery paths, and app forms without or with
 * a wrong CSRF token, with hostile cookies.
 */
import type { Rng } from "./_rng.ts";
import {
  deepJsonText,
  hostileString,
  invalidUtf8,
  percentEncode,
  randomBody,
  randomQuery,
  urlPiece,
} from "./_values.ts";
import {
  basicAuth,
  clientId,
  cookie,
  form,
  FORM_NAMES,
  GRANTS,
  type Known,
  metadata,
  TYPES,
  URIS,
} from "./_oauth_fields.ts";

export type { Known } from "./_oauth_fields.ts";

export interface OAuthCase {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

type Headers = Record<string, string>;

function registerCase(rng: Rng, headers: Headers): OAuthCase {
  headers["content-type"] = rng.chance(0.85) ? "application/json" : rng.pick(TYPES);
  const body = rng.chance(0.15)
    ? rng.pick([deepJsonText(10_000, "mixed"), "x".repeat(rng.range(16_000, 1_100_000))])
    : rng.chance(0.1)
    ? invalidUtf8(rng, JSON.stringify(metadata(rng)))
    : rng.chance(0.6)
    ? JSON.stringify(metadata(rng))
    : randomBody(rng, () => metadata(rng));
  return { kind: "register", method: "POST", path: "/oauth/register", headers, body };
}

function tokenCase(rng: Rng, k: Known, headers: Headers): OAuthCase {
  const path = rng.chance(0.7) ? "/oauth/token" : "/oauth/revoke";
  headers["content-type"] = rng.pick(TYPES);
  const fixed: Record<string, string> = rng.chance(0.7)
    ? { grant_type: rng.pick(GRANTS), client_id: clientId(rng, k) }
    : {};
  return { kind: path.slice(7), method: "POST", path, headers, body: form(rng, k, fixed) };
}

function authorizeCase(rng: Rng, k: Known, headers: Headers): OAuthCase {
  const redirect = rng.chance(0.5) ? URIS[0] : rng.pick(URIS);
  const valid = `client_id=${percentEncode(clientId(rng, k))}&response_type=code` +
    `&code_challenge_method=S256&code_challenge=${"a".repeat(43)}` +
    `&redirect_uri=${percentEncode(redirect)}`;
  const query = rng.chance(0.6)
    ? `?${valid}&${randomQuery(rng, FORM_NAMES).slice(1)}`
    : randomQuery(rng, FORM_NAMES);
  if (rng.chance(0.6)) {
    return { kind: "authorize", method: "GET", path: `/oauth/authorize${query}`, headers };
  }
  headers["content-type"] = rng.pick(TYPES);
  const body = form(rng, k);
  return { kind: "authorize", method: "POST", path: "/oauth/authorize", headers, body };
}

function wellKnownCase(rng: Rng, headers: Headers): OAuthCase {
  const sub = rng.pick([
    "oauth-protected-resource",
    "oauth-protected-resource/mcp",
    "oauth-authorization-server",
    "openid-configuration",
    urlPiece(rng, hostileString(rng)),
  ]);
  const method = rng.pick(["GET", "GET", "POST", "OPTIONS", "PUT"]);
  const path = `/.well-known/${sub}${randomQuery(rng, FORM_NAMES)}`;
  return { kind: "well-known", method, path, headers };
}

function appCase(rng: Rng, k: Known, headers: Headers): OAuthCase {
  const target = rng.pick([
    "/app/login",
    "/app/signup",
    "/app/logout",
    `/app/clients/${urlPiece(rng, hostileString(rng))}/revoke`,
    "/app",
  ]);
  if (rng.chance(0.3)) {
    return {
      kind: "app",
      method: "GET",
      path: `${target}${randomQuery(rng, FORM_NAMES)}`,
      headers,
    };
  }
  headers["content-type"] = rng.pick(TYPES);
  const csrf = rng.pick(["", "x", "a".repeat(43), hostileString(rng)]);
  return { kind: "app", method: "POST", path: target, headers, body: form(rng, k, { csrf }) };
}

/** One request against one of the OAuth or app endpoints. */
export function oauthCase(rng: Rng, k: Known): OAuthCase {
  const headers: Headers = {};
  const roll = rng.int(100);
  if (roll < 30) return registerCase(rng, headers);
  const auth = basicAuth(rng, k);
  if (auth !== undefined) headers.authorization = auth;
  if (roll < 65) return tokenCase(rng, k, headers);
  const jar = cookie(rng, k);
  if (jar !== undefined) headers.cookie = jar;
  if (roll < 80) return authorizeCase(rng, k, headers);
  if (roll < 88) return wellKnownCase(rng, headers);
  return appCase(rng, k, headers);
}
