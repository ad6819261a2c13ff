/**
 * Bearer authentication of the MCP endpoint: an OAuth access token (tgat_) bound to the audience
 * {mcp_url}. Anything else (no token, a bad, expired or revoked one, an API key) is a 401 whose
 * WWW-Authenticate points at the protected-resource metadata, so clients can start OAuth.
 */
import type { Deps } from "../deps.ts";
import {
  type AccessTokenRecord,
  type TokenOwner,
  verifyAccessTokenAlong,
} from "../oauth/tokens.ts";

export type AuthResult =
  | {
    ok: true;
    token: string;
    record: AccessTokenRecord;
    /** Entries of the `along` keys, read in the token's snapshot. */
    along: Deno.KvEntryMaybe<unknown>[];
  }
  | { ok: false; error: "invalid_request" | "invalid_token" | null; description: string };

export function mcpUrlOf(publicUrl: string): string {
  return `${publicUrl}/mcp`;
}

export function resourceMetadataUrl(publicUrl: string): string {
  return `${publicUrl}/.well-known/oauth-protected-resource/mcp`;
}

/**
 * `owner`: whom this process last saw the token belong to (a read hint only, see
 * verifyAccessToken); `along`: up to eight keys to read in the same round trip as the token.
 */
export async function authenticate(
  deps: Deps,
  header: string | null,
  owner?: TokenOwner,
  along: Deno.KvKey[] = [],
): Promise<AuthResult> {
  if (header === null || header.trim() === "") {
    return { ok: false, error: null, description: "An OAuth access token is required" };
  }
  const match = /^Bearer[ ]+([\x21-\x7e]+)[ ]*$/i.exec(header);
  if (!match) {
    return {
      ok: false,
      error: "invalid_request",
      description: "Use Authorization: Bearer <token>",
    };
  }
  const token = match[1];
  if (token.startsWith("svc_")) {
    return {
      ok: false,
      error: "invalid_token",
      description: "API keys cannot call the MCP endpoint; connect with OAuth",
    };
  }
  const audience = mcpUrlOf(deps.config.publicUrl);
  const { kv, now } = deps;
  const { record, along: read } = await verifyAccessTokenAlong(
    kv,
    now,
    token,
    audience,
    owner,
    along,
  );
  if (record === null) {
    return {
      ok: false,
      error: "invalid_token",
      description: "The access token is invalid, expired or revoked",
    };
  }
  return { ok: true, token, record, along: read };
}

/** The 401 answer (RFC 6750 and RFC 9728), in the service's error body shape. */
export function unauthorized(
  publicUrl: string,
  failure: Extract<AuthResult, { ok: false }>,
  extraHeaders: Record<string, string>,
): Response {
  let challenge = `Bearer resource_metadata="${resourceMetadataUrl(publicUrl)}"`;
  if (failure.error !== null) {
    challenge += `, error="${failure.error}", error_description="${failure.description}"`;
  }
  return new Response(JSON.stringify({ error: "unauthorized", message: failure.description }), {
    status: 401,
    headers: {
      ...extraHeaders,
      "content-type": "application/json",
      "www-authenticate": challenge,
      "cache-control": "no-store",
    },
  });
}
