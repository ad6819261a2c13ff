// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

/**
 * connection: nothing ran upstream; timeout: no answer in time; protocol: a JSON-RPC error or a
 * malformed answer; uncertain: the request reached the upstream and the answer (5xx, broken off,
 * too large) cannot tell whether the tool ran.
 */
export type UpstreamErrorKind = "connection" | "timeout" | "protocol" | "uncertain";

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

export type Phase = "initialize" | "tools/list" | "tools/call";

const MAX_DETAIL = 300;
/** Errors raised before a request could leave: the upstream certainly ran nothing. */
const CONNECT_FAILURE =
  /refused|dns error|lookup address|name or service|certificate|tcp connect|egress|not allowed|unreachable/i;

/** Removes the bearer and the URL (which may carry a key in its query) from upstream text. */
export function scrub(text: string, secrets: (string | undefined)[]): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join("[redacted]");
  out = out.replace(/error sending request for url \([^)]*\): /g, "")
    .replace(/https?:\/\/[^\s)"']+/g, "[url]")
    .replace(/\s+/g, " ").trim();
  return out.length > MAX_DETAIL ? `${out.slice(0, MAX_DETAIL)}…` : out;
}

/** The useful part of an SDK or fetch error: the JSON-RPC message of an error body, fetch's cause. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const text = err.message
    .replace(/^Streamable HTTP error: /, "")
    .replace(/^Error POSTing to endpoint: /, "");
  try {
    const body = JSON.parse(text);
    if (typeof body?.error?.message === "string") return body.error.message;
  } catch { /* not a JSON body: keep the text */ }
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : "";
  return text + cause;
}

/** Maps whatever the SDK or fetch threw into one of three kinds with a clear message. */
export function toUpstreamError(
  err: unknown,
  phase: Phase,
  secrets: (string | undefined)[],
  timeoutMs: number,
): UpstreamError {
  if (err instanceof UpstreamError) return err;
  if (err instanceof McpError && err.code === ErrorCode.RequestTimeout) {
    // An initialize that times out never ran anything upstream: report it as unreachable.
    return phase === "initialize"
      ? new UpstreamError("connection", `upstream did not answer initialize within ${timeoutMs} ms`)
      : new UpstreamError("timeout", `upstream ${phase} timed out after ${timeoutMs} ms`);
  }
  if (err instanceof McpError && err.code === ErrorCode.ConnectionClosed) {
    return new UpstreamError("connection", `upstream connection closed during ${phase}`);
  }
  const detail = scrub(describe(err), secrets);
  if (err instanceof StreamableHTTPError && (err.code ?? 0) >= 500 && phase === "tools/call") {
    return new UpstreamError("uncertain", `the upstream answered ${err.code}`, err.code);
  }
  if (err instanceof StreamableHTTPError && err.code !== undefined && err.code > 0) {
    const message = `upstream answered HTTP ${err.code} during ${phase}: ${detail}`;
    return new UpstreamError("connection", message, err.code);
  }
  if (err instanceof TypeError) {
    // A reset after the request went out may follow a run; only a failed connect proves none.
    if (phase === "tools/call" && !CONNECT_FAILURE.test(detail)) {
      return new UpstreamError("uncertain", `the upstream connection failed: ${detail}`);
    }
    return new UpstreamError("connection", `could not reach upstream during ${phase}: ${detail}`);
  }
  // Whatever else breaks initialize, nothing ran upstream: the gateway cannot connect.
  if (phase === "initialize") {
    return new UpstreamError("connection", `upstream initialize failed: ${detail}`);
  }
  if (isProtocolError(err)) {
    // A JSON-RPC error answer is the upstream refusing; a garbled answer may follow a run.
    const refused = err instanceof McpError;
    if (!refused && phase === "tools/call") {
      return new UpstreamError(
        "uncertain",
        `the upstream's answer was not a valid result: ${detail}`,
      );
    }
    return new UpstreamError("protocol", `upstream ${phase} failed: ${detail}`);
  }
  // Anything else came from fetch or the network (including a guarding fetch's refusal).
  return new UpstreamError("connection", `could not reach upstream during ${phase}: ${detail}`);
}

/** JSON-RPC error answers, unexpected content types, unparsable or mis-shaped results. */
function isProtocolError(err: unknown): boolean {
  return err instanceof McpError || err instanceof StreamableHTTPError ||
    err instanceof SyntaxError || (err instanceof Error && /ZodError$/.test(err.name));
}

/** A stateful upstream forgot our session (HTTP 404): safe to re-initialize and retry once. */
export function isSessionExpired(err: unknown): boolean {
  return err instanceof StreamableHTTPError && err.code === 404;
}
