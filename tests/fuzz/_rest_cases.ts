/**
 * REST requests drawn from a seeded Rng: every published path (and unknown ones), every verb,
 * valid and bad keys, hostile query strings, `{slug}` segments and PATCH bodies.
 */
import type { Rng } from "./_rng.ts";
import { hostileString, randomBody, randomQuery, urlPiece } from "./_values.ts";

const PATHS = ["/activity", "/servers", "/servers/{slug}", "/tools", "/usage", "/clients"];
const DOCS = ["/openapi.json", "/docs", "/docs/scalar.js"];
const METHODS = ["GET", "HEAD", "PATCH", "POST", "PUT", "DELETE", "OPTIONS", "FOO"];
const PARAMS = [
  "limit",
  "cursor",
  "client",
  "status",
  "category",
  "server",
  "offset",
  "schema",
  "active",
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/merge-patch+json",
  "application/json;charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=zz",
  "",
  "json",
];

export interface Keys {
  valid: string;
  revoked: string;
  foreign: string;
}

function authHeader(rng: Rng, k: Keys): string | undefined {
  switch (rng.int(20)) {
    case 0:
      return undefined;
    case 1:
      return `Bearer ${k.revoked}`;
    case 2:
      return `Bearer ${k.foreign}`;
    case 3:
      return rng.pick(["Bearer", "Bearer ", "Basic Zm9vOmJhcg==", "bearer  x y", "Token abc"]);
    case 4:
      return `Bearer tgat_${"x".repeat(43)}`;
    case 5:
      return `Bearer svc_${"A".repeat(rng.range(1, 9000))}`;
    case 6:
      return `Bearer ${k.valid.slice(0, -1)}\u00e9`; // a latin-1 byte in the header
    case 7:
      return `BEARER    ${k.valid}   `;
    default:
      return `Bearer ${k.valid}`;
  }
}

function randomPath(rng: Rng): string {
  const roll = rng.int(10);
  if (roll === 0) return rng.pick(DOCS);
  if (roll === 1) return `/${urlPiece(rng, hostileString(rng))}`;
  let path = rng.pick(PATHS);
  if (path.includes("{slug}")) {
    const slug = rng.chance(0.3)
      ? rng.pick(["demo-notes", "demo-weather", "demo-vault"])
      : rng.chance(0.1)
      ? "s".repeat(5000)
      : urlPiece(rng, hostileString(rng));
    path = path.replace("{slug}", slug === "" ? "%20" : slug);
  }
  if (rng.chance(0.05)) path += "/";
  if (rng.chance(0.05)) path += `/${urlPiece(rng, hostileString(rng, 50))}`;
  if (rng.chance(0.03)) path = path.replace("/", "//");
  return path;
}

function validPatch(rng: Rng): unknown {
  return rng.pick([
    { enabled: rng.chance(0.5) },
    { enabled: "true" },
    { enabled: true, extra: 1 },
    {},
    [{ enabled: true }],
    { enabled: null },
  ]);
}

export interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export function buildCase(rng: Rng, k: Keys): Built {
  const method = rng.chance(0.35) ? "PATCH" : rng.pick(METHODS);
  const path = method === "PATCH" && rng.chance(0.7)
    ? `/servers/${rng.pick(["demo-notes", "demo-weather", "demo-vault", "nope"])}`
    : randomPath(rng);
  const url = `http://127.0.0.1/api/v1${path}${randomQuery(rng, PARAMS)}`;
  const headers: Record<string, string> = {};
  const auth = authHeader(rng, k);
  if (auth !== undefined) headers.authorization = auth;
  if (rng.chance(0.3)) headers.origin = rng.pick(["https://evil.example", "null", "http://a"]);
  if (method === "GET" || method === "HEAD") return { method, url, headers };
  if (rng.chance(0.8)) headers["content-type"] = rng.pick(CONTENT_TYPES);
  if (rng.chance(0.1)) return { method, url, headers };
  return { method, url, headers, body: randomBody(rng, () => validPatch(rng)) };
}
