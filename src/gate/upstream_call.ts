/** The last gate step: run the tool upstream and classify what came back. */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { GatewayRuntime } from "./runtime.ts";
import type { LibraryEntry } from "../catalog/library.ts";
import { type CallExtras, UpstreamError } from "../upstream/pool.ts";
import { CredentialError } from "../catalog/upstreams.ts";
import { ReauthorizationNeeded } from "../catalog/oauth_marks.ts";
import { refusal, resultText, shapeResult } from "./audit_row.ts";
import * as say from "./messages.ts";
import type { GateCode } from "./messages.ts";

export interface UpstreamOutcome {
  ok: boolean;
  error: { code: GateCode; message: string } | null;
  /** What the caller gets back. */
  response: CallToolResult;
  /** What the row stores (before redaction): the upstream's result, or null when none came. */
  stored: CallToolResult | null;
  /** The upstream refused our credential: the person must re-authorize the server. */
  reauth?: boolean;
}

export async function callUpstream(
  rt: GatewayRuntime,
  accountId: string,
  entry: LibraryEntry,
  tool: string,
  args: Record<string, unknown>,
  timeoutMs: number,
  extras: CallExtras = {},
): Promise<UpstreamOutcome> {
  const server = entry.resolved;
  const started = performance.now();
  try {
    const raw = await rt.upstreams.run(
      accountId,
      entry,
      (pool, target) => pool.callTool(target, tool, args, { timeoutMs, ...extras }),
    );
    const result = shapeResult(raw);
    if (result.isError === true) {
      const message = say.upstreamToolError(server, resultText(result));
      return {
        ok: false,
        error: { code: "upstream_error", message },
        response: result,
        stored: result,
      };
    }
    return { ok: true, error: null, response: result, stored: result };
  } catch (err) {
    if (extras.signal?.aborted) return cancelledOutcome(server, performance.now() - started);
    const { code, message } = classify(err, server);
    const reauth = err instanceof CredentialError || err instanceof ReauthorizationNeeded ||
      (err instanceof UpstreamError && (err.status === 401 || err.status === 403));
    return {
      ok: false,
      error: { code, message },
      response: refusal(message),
      stored: null,
      reauth,
    };
  }
}

/** The contract's codes have no "cancelled": the row says connection_failed, its text says why. */
function cancelledOutcome(server: LibraryEntry["resolved"], ms: number): UpstreamOutcome {
  const message = say.cancelledByClient(server, Math.round(ms));
  return {
    ok: false,
    error: { code: "connection_failed", message },
    response: refusal(message),
    stored: null,
  };
}

function classify(
  err: unknown,
  server: LibraryEntry["resolved"],
): { code: GateCode; message: string } {
  if (err instanceof ReauthorizationNeeded) {
    return {
      code: "connection_failed",
      message: say.reconnect(server, err.message, err.reconnectUrl),
    };
  }
  if (err instanceof CredentialError) {
    return { code: "connection_failed", message: say.connectionFailed(server, err.message, false) };
  }
  if (err instanceof UpstreamError) {
    if (err.kind === "uncertain") {
      return { code: "upstream_error", message: say.uncertainOutcome(server, err.message) };
    }
    if (err.kind === "protocol") {
      return { code: "upstream_error", message: say.upstreamRefused(server, err.message) };
    }
    const timeout = err.kind === "timeout";
    return {
      code: "connection_failed",
      message: say.connectionFailed(server, err.message, timeout),
    };
  }
  // The pool maps everything it sees; anything else is still a failed connection, not a crash.
  const detail = err instanceof Error ? err.message : String(err);
  return { code: "connection_failed", message: say.connectionFailed(server, detail, false) };
}
