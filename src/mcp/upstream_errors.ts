// @ts-types="@modelcontextprotocol/sdk/client/auth"
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export type UpstreamErrorKind = "connection" | "timeout" | "protocol";

/**
 * A failure talking to an upstream MCP server. An upstream tool's own error
 * (`isError: true`) is a normal result, never this.
 */
export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    /** HTTP status the upstream answered, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export type Phase = "connect" | "tools/list" | "tools/call";

const MAX_DETAIL = 300;

/** Removes the bearer and the URL (which may carry a key in its query) from upstream text. */
export function scrub(text: string, secrets: (string | undefined)[]): string {
  let out = text.replace(/^Streamable HTTP error: /, "");
  for (const s of secrets) if (s) out = out.split(s).join("[redacted]");
  out = out.replace(/\s+/g, " ").trim();
  return out.length > MAX_DETAIL ? `${out.slice(0, MAX_DETAIL)}…` : out;
}

/** Maps whatever the SDK or fetch threw into one of three kinds with a clear message. */
export function toUpstreamError(
  err: unknown,
  phase: Phase,
  secrets: (string | undefined)[],
  timeoutMs: number,
): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const raw = err instanceof Error ? err.message : String(err);
  const detail = scrub(raw, secrets);
  if (err instanceof McpError && err.code === ErrorCode.RequestTimeout) {
    // A connect that times out never ran anything upstream: report it as unreachable.
    if (phase === "connect") {
      return new UpstreamError(
        "connection",
        `upstream did not answer initialize within ${timeoutMs} ms`,
      );
    }
    return new UpstreamError("timeout", `upstream ${phase} timed out after ${timeoutMs} ms`);
  }
  if (err instanceof StreamableHTTPError && err.code !== undefined && err.code > 0) {
    return new UpstreamError(
      "connection",
      `upstream answered HTTP ${err.code} during ${phase}: ${detail}`,
      err.code,
    );
  }
  if (err instanceof UnauthorizedError) {
    return new UpstreamError("connection", `upstream answered HTTP 401 during ${phase}`, 401);
  }
  if (err instanceof McpError && err.code === ErrorCode.ConnectionClosed) {
    return new UpstreamError("connection", `upstream connection closed during ${phase}`);
  }
  if (err instanceof McpError || err instanceof StreamableHTTPError) {
    return new UpstreamError("protocol", `upstream ${phase} failed: ${detail}`);
  }
  if (err instanceof TypeError || isAbort(err) || phase === "connect") {
    return new UpstreamError("connection", `could not reach upstream during ${phase}: ${detail}`);
  }
  return new UpstreamError("protocol", `upstream ${phase} failed: ${detail}`);
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && (err.name === "AbortError" || err.name === "TimeoutError");
}

/** A stateful upstream forgot our session (HTTP 404): safe to re-initialize and retry once. */
export function isSessionExpired(err: unknown): boolean {
  return err instanceof StreamableHTTPError && err.code === 404;
}
