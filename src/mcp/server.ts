/**
 * One MCP server per HTTP request (stateless: any instance can answer any request), with the
 * three gateway tools, for either protocol era. Tool calls pass burst protection first, then
 * count toward the month. An unknown tool name is the protocol error -32602.
 */
import {
  type CallToolResult,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/server/validators/cf-worker";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { type Caller, type CallState, ensureWarm, loadCallState } from "../gate/call_state.ts";
import { gatewayTools, INSTRUCTIONS, TOOL_NAMES } from "./tool_text.ts";
import { describe, search } from "./discovery.ts";
import { runTool } from "../services/run_tool.ts";
import { splitName } from "../gate/steps.ts";
import { refusal } from "../gate/audit_row.ts";
import { burstLimited } from "../gate/messages.ts";
import type { Prefetch } from "./prefetch.ts";
import type { WindowResult } from "../storage/rate_limit.ts";
import type { InFlightCalls } from "./inflight.ts";
import { callExtras } from "./call_extras.ts";
import { mcpCallSpan } from "../telemetry/mod.ts";
import {
  acceptsUrlInput,
  answerOf,
  linkResult,
  type PendingState,
  type RequestStates,
} from "./input_required.ts";

const SERVER_INFO = { name: "toolgate", title: "Toolgate", version: "1.0.0" };
// The SDK otherwise builds a fresh validator per Server; this server never validates
// client-returned schemas, so one shared interpreter-based one does.
const SCHEMA_VALIDATOR = new CfWorkerJsonSchemaValidator();
/** tools/list depends on the caller's catalogue: cacheable by that client only, briefly. */
const LIST_CACHE = { ttlMs: 60_000, cacheScope: "private" as const };

export interface ServerOptions {
  era: "legacy" | "modern";
  /** Reads started while the token was being verified (same account and client). */
  prefetch: Prefetch | null;
  /** Tells the route the plan's burst limit once known, for the next request's prefetch. */
  learned(burstLimit: number): void;
  inflight: InFlightCalls;
  states: RequestStates;
  /** Aborts when the HTTP exchange carrying the request goes away. */
  exchange?: AbortSignal;
}

export function createMcpServer(
  deps: Deps,
  services: Services,
  caller: Caller,
  opts: ServerOptions,
): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: SCHEMA_VALIDATOR,
    cacheHints: { "tools/list": LIST_CACHE },
    requestState: { verify: opts.states.verify },
  });
  const { load, burst } = requestReads(deps, services, caller, opts);
  server.setRequestHandler("tools/list", async () => {
    const loaded = await load();
    // The descriptions count servers and tools, so a first listing waits for cold caches once.
    const warm = loaded && await ensureWarm(deps, services.gateway, caller, loaded);
    return { tools: gatewayTools(warm?.view ?? null) };
  });
  server.setRequestHandler("tools/call", async (req, ctx) => {
    const call = { deps, services, caller, load, burst, opts, ctx, id: ctx.mcpReq.id };
    return await callTool(call, req.params.name, req.params.arguments);
  });
  return server;
}

/**
 * The reads of one HTTP request: the account and view (once per request, or the prefetched ones)
 * and the burst hit (the prefetched one, if it used this plan's limit).
 */
export function requestReads(deps: Deps, services: Services, caller: Caller, opts: ServerOptions) {
  let state: Promise<CallState | null> | undefined;
  const load = () => {
    state ??= (opts.prefetch?.state ?? loadCallState(deps, services.gateway, caller)).then((s) => {
      if (s) opts.learned(s.plan.burstPerMinute);
      return s;
    });
    return state;
  };
  let speculative = opts.prefetch?.burst ?? null;
  // The prefetched hit counts only if it used this plan's limit; after a plan change (rare) it
  // is discarded and the window is hit again, so that call may count twice in its minute.
  const burst = (limit: number) => {
    const taken = speculative;
    speculative = null;
    return taken?.limit === limit
      ? taken.result
      : services.limiter.hit("burst", caller.clientId, limit);
  };
  return { load, burst };
}

export interface CallContext {
  deps: Deps;
  services: Services;
  caller: Caller;
  load: () => Promise<CallState | null>;
  burst: (limit: number) => Promise<WindowResult>;
  opts: ServerOptions;
  /** The SDK's request context; null on the prebuilt path (a plain 2025-11-25 call). */
  ctx: ServerContext | null;
  id: string | number;
}

export async function callTool(c: CallContext, name: string, input: unknown) {
  const { deps, services, caller } = c;
  if (!(TOOL_NAMES as readonly string[]).includes(name)) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown tool "${name.slice(0, 100)}". This server offers search, description and ` +
        `run_tool; to run "${name.slice(0, 100)}", find its qualified name with search and ` +
        "call run_tool.",
    );
  }
  const args = input && typeof input === "object" ? input as Record<string, unknown> : {};
  const retried = name === "run_tool" ? retriedAnswer(c, args.name) : null;
  if (retried) return retried;
  const state = await c.load();
  if (state === null) return refusal("This connection's account no longer exists.");
  const window = await c.burst(state.plan.burstPerMinute);
  if (!window.allowed) return refusal(burstLimited(window));
  if (name === "run_tool") return await run(c, state, args);
  await services.gateway.usage.countAlone(state.poolId, state.month);
  const only = name === "search"
    ? (typeof args.server === "string" ? args.server : undefined)
    : (typeof args.name === "string" ? splitName(args.name)?.slug : undefined);
  const warm = await ensureWarm(deps, services.gateway, caller, state, only);
  return name === "search" ? search(warm.view, args) : describe(warm.view, args);
}

/** run_tool, registered as in flight so a notifications/cancelled naming it can abort it. */
async function run(c: CallContext, state: CallState, args: Record<string, unknown>) {
  const { deps, services, caller, opts, ctx } = c;
  const flight = opts.inflight.start(caller.clientId, c.id);
  try {
    const signals = [flight.signal, ...(opts.exchange ? [opts.exchange] : [])];
    const input = { name: args.name, arguments: args.arguments };
    const meta = ctx?.mcpReq._meta as Record<string, unknown> | undefined;
    const extras = ctx ? callExtras(ctx, signals) : { signal: AbortSignal.any(signals) };
    const result = await mcpCallSpan(
      meta,
      caller,
      args.name,
      () => runTool(deps, services, caller, state, input, extras),
    );
    if (result.pending && opts.era === "modern" && ctx && acceptsUrlInput(ctx)) {
      const qualified = String(args.name);
      const publicUrl = deps.config.publicUrl;
      return await linkResult(opts.states, publicUrl, caller.clientId, qualified, result.pending);
    }
    return result.response;
  } finally {
    flight.done();
  }
}

/**
 * A retried call after an input-required result: its state must belong to this tool name (the
 * SDK has already checked seal, expiry and client). When the person declined, nothing runs.
 */
function retriedAnswer(c: CallContext, name: unknown): CallToolResult | null {
  if (c.opts.era !== "modern" || c.ctx === null) return null;
  const state = c.ctx.mcpReq.requestState<PendingState>();
  if (state === undefined) return null;
  if (state.n !== name) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      "requestState belongs to a call of another tool; retry the original call unchanged.",
    );
  }
  const answer = answerOf(c.ctx);
  if (answer === "decline" || answer === "cancel") {
    return refusal(
      `Not run: the person ${answer === "decline" ? "declined" : "dismissed"} the request to ` +
        `act on ${String(name).slice(0, 200)}. Do not retry unless asked to.`,
    );
  }
  return null;
}
