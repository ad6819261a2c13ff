import { keys } from "../storage/keys.ts";
import { readCapped } from "./body.ts";
import { validateClientMetadata } from "./client_metadata.ts";
import type { OAuthClientRecord } from "./clients_store.ts";
import { OAuthFailure, oauthFailure } from "./errors.ts";
import { getRegisteredClient } from "./clients_store.ts";

/** How Client ID Metadata Documents are fetched: through the egress policy, bounded. */
export interface ClientDocOptions {
  /** An SSRF-safe fetch (no private addresses, no redirects). */
  fetch: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  cacheMs?: number;
}

const DEFAULTS = { timeoutMs: 5_000, maxBytes: 8_192, cacheMs: 5 * 60_000 };

/**
 * Whether a client_id is a metadata document URL (draft-ietf-oauth-client-id-metadata-document):
 * https, a path, no fragment, credentials or dot segments.
 */
export function isClientIdUrl(clientId: string): boolean {
  if (!clientId.startsWith("https://") || clientId.length > 2048 || clientId.includes("#")) {
    return false;
  }
  try {
    const url = new URL(clientId);
    if (url.username || url.password || url.pathname === "/" || url.href !== clientId) return false;
    return !clientId.slice(8).split(/[/?]/).some((seg) => seg === "." || seg === "..");
  } catch {
    return false;
  }
}

interface CachedDoc {
  record: OAuthClientRecord;
  expiresAt: number;
}

async function fetchDocument(url: string, opts: ClientDocOptions): Promise<unknown> {
  const { timeoutMs, maxBytes } = { ...DEFAULTS, ...opts };
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string | null;
  try {
    const res = await opts.fetch(url, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal,
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      throw oauthFailure(
        "invalid_client",
        `Client metadata document ${url} answered ${res.status}`,
      );
    }
    text = await readCapped(res, maxBytes);
  } catch (err) {
    if (err instanceof OAuthFailure) throw err;
    const why = signal.aborted ? `timed out after ${timeoutMs} ms` : (err as Error).message;
    throw oauthFailure("invalid_client", `Client metadata document ${url} failed: ${why}`);
  }
  if (text === null) {
    throw oauthFailure("invalid_client", `Client metadata document exceeds ${maxBytes} bytes`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw oauthFailure("invalid_client", "Client metadata document is not JSON");
  }
}

function recordFromDocument(url: string, doc: unknown, now: number): OAuthClientRecord {
  const d = doc as Record<string, unknown>;
  if (typeof doc !== "object" || doc === null || d.client_id !== url) {
    throw oauthFailure(
      "invalid_client",
      "Client metadata document must name its own URL as client_id",
    );
  }
  if ("client_secret" in d || "client_secret_expires_at" in d) {
    throw oauthFailure("invalid_client", "Client metadata document must not carry a client secret");
  }
  let meta;
  try {
    meta = validateClientMetadata(doc, { defaultAuthMethod: "none" });
  } catch (err) {
    if (err instanceof OAuthFailure) throw oauthFailure("invalid_client", err.message);
    throw err;
  }
  if (meta.authMethod !== "none") {
    throw oauthFailure(
      "invalid_client",
      'A metadata-document client must use "none" at the token endpoint',
    );
  }
  return {
    ...meta,
    name: meta.name || new URL(url).host,
    clientId: url,
    source: "metadata_document",
    secretDigest: null,
    issuedAt: Math.floor(now / 1000),
  };
}

/** Loads (or serves from a short KV cache) and validates a Client ID Metadata Document. */
export async function loadClientDocument(
  kv: Deno.Kv,
  now: () => number,
  url: string,
  opts: ClientDocOptions,
): Promise<OAuthClientRecord> {
  const key = keys.oauthClientDoc(url);
  const cached = (await kv.get<CachedDoc>(key)).value;
  if (cached && cached.expiresAt > now()) return cached.record;
  const record = recordFromDocument(url, await fetchDocument(url, opts), now());
  const cacheMs = opts.cacheMs ?? DEFAULTS.cacheMs;
  await kv.set(key, { record, expiresAt: now() + cacheMs }, { expireIn: cacheMs });
  return record;
}

/** Finds a client by client_id: a registration, or a metadata document URL. */
export type ClientResolver = (clientId: string) => Promise<OAuthClientRecord | null>;

export function createClientResolver(
  kv: Deno.Kv,
  now: () => number,
  docs: ClientDocOptions,
): ClientResolver {
  return (clientId) =>
    isClientIdUrl(clientId)
      ? loadClientDocument(kv, now, clientId, docs)
      : getRegisteredClient(kv, clientId);
}
