import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The OAuth error codes we answer with (RFC 6749 section 5.2, RFC 7591 section 3.2.2, RFC 7009,
 * RFC 8707). The wire shape matches the SDK's OAuthError classes, whose client maps them back by
 * code; our own class avoids the SDK's untyped subpath exports under Deno.
 */
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "unsupported_response_type"
  | "unsupported_token_type"
  | "invalid_scope"
  | "invalid_target"
  | "access_denied"
  | "invalid_client_metadata"
  | "invalid_redirect_uri"
  | "too_many_requests"
  | "server_error";

export class OAuthFailure extends Error {
  readonly code: OAuthErrorCode;
  constructor(code: OAuthErrorCode, message: string) {
    super(message);
    this.name = "OAuthFailure";
    this.code = code;
  }

  toResponseObject(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.code, error_description: this.message };
  }
}

export function oauthFailure(code: OAuthErrorCode, message: string): OAuthFailure {
  return new OAuthFailure(code, message);
}

/** Token, registration and revocation answers are never cached (RFC 6749 section 5.1). */
export function noStore(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Pragma", "no-cache");
}

function statusOf(code: OAuthErrorCode): ContentfulStatusCode {
  if (code === "invalid_client") return 401;
  if (code === "too_many_requests") return 429;
  if (code === "server_error") return 500;
  return 400;
}

/** The RFC 6749 section 5.2 error body `{ error, error_description }`, uncached. */
export function oauthErrorJson(c: Context, err: OAuthFailure) {
  noStore(c);
  return c.json(err.toResponseObject(), statusOf(err.code));
}
