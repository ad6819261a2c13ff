/**
 * The prebuilt path for the common request: one plain 2025-11-25 tools/call of a gateway tool,
 * answered as JSON. The SDK's stateless transport cannot be reused across requests, so serving
 * it through the SDK builds a Server, its handler maps and a transport per request (the largest
 * share of garbage under load). This path runs the same tool handler without them, and answers
 * exactly as the SDK transport would. Anything else (other methods, `_meta`, a stream, a header
 * the SDK would refuse or default) is left to the SDK, so its checks and errors stay its own.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import type { Caller } from "../gate/call_state.ts";
import { callTool, requestReads, type ServerOptions } from "./server.ts";
import { TOOL_NAMES } from "./tool_text.ts";

/** The SDK's code for a handler error without one of its own. */
const INTERNAL_ERROR = -32603;

export interface PlainCall {
  id: string | number;
  name: string;
  args: Record<string, unknown> | undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) &&
  Object.getPrototypeOf(v) === Object.prototype;

/**
 * The call, when the request is one the SDK would hand to its tools/call handler unchanged:
 * headers it accepts, a protocol version header it supports, exactly `{name, arguments?}`.
 */
export function plainToolCall(request: Request, parsed: unknown): PlainCall | null {
  if (request.method !== "POST" || !isPlainObject(parsed)) return null;
  const { jsonrpc, id, method, params, ...rest } = parsed;
  if (jsonrpc !== "2.0" || method !== "tools/call" || Object.keys(rest).length > 0) return null;
  if (!(typeof id === "string" || Number.isSafeInteger(id))) return null;
  if (!isPlainObject(params)) return null;
  const { name, arguments: args, ...more } = params;
  if (Object.keys(more).length > 0 || typeof name !== "string") return null;
  if (!(TOOL_NAMES as readonly string[]).includes(name)) return null;
  if (args !== undefined && !isPlainObject(args)) return null;
  const headers = request.headers;
  const accept = headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return null;
  const type = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") return null;
  const version = headers.get("mcp-protocol-version");
  if (version === null || !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return null;
  return { id: id as string | number, name, args };
}

/** Runs the call through the gateway's tool handler; the JSON-RPC answer as the SDK sends it. */
export async function answerPlainCall(
  deps: Deps,
  services: Services,
  caller: Caller,
  opts: ServerOptions,
  call: PlainCall,
): Promise<Response> {
  const reads = requestReads(deps, services, caller, opts);
  const c = { deps, services, caller, ...reads, opts, ctx: null, id: call.id };
  let message: Record<string, unknown>;
  try {
    const result = await callTool(c, call.name, call.args);
    message = { result, jsonrpc: "2.0", id: call.id };
  } catch (err) {
    message = { jsonrpc: "2.0", id: call.id, error: errorOf(err) };
  }
  return Response.json(message, { status: 200, headers: { "Content-Type": "application/json" } });
}

/** What the SDK's request dispatch makes of a thrown error (2025-11-25 codec). */
function errorOf(err: unknown): { code: number; message: string; data?: unknown } {
  const e = (typeof err === "object" && err !== null ? err : {}) as Record<string, unknown>;
  const thrown = Number.isSafeInteger(e.code) ? e.code as number : INTERNAL_ERROR;
  // The 2025-11-25 codec sends -32002 (resource not found, 2026) as -32602.
  const code = thrown === -32002 ? -32602 : thrown;
  const message = typeof e.message === "string" ? e.message : "Internal error";
  return { code, message, ...(e.data !== undefined ? { data: e.data } : {}) };
}
