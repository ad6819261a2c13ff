/**
 * One MCP server per HTTP request (stateless: any instance can answer any request), with the
 * three gateway tools. Tool calls pass burst protection first, then count toward the month.
 */
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/validation/cfworker-provider"
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker-provider.js";
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

const SERVER_INFO = { name: "toolgate", title: "Toolgate", version: "1.0.0" };
// The SDK otherwise builds a fresh Ajv instance per Server (about 0.25 ms per request); this
// server never validates client-returned schemas, so one shared interpreter-based one does.
const SCHEMA_VALIDATOR = new CfWorkerJsonSchemaValidator();

export interface ServerOptions {
  /** Reads started while the token was being verified (same account and client). */
  prefetch: Prefetch | null;
  /** Tells the route the plan's burst limit once known, for the next request's prefetch. */
  learned(burstLimit: number): void;
}

export function createMcpServer(
  deps: Deps,
  services: Services,
  caller: Caller,
  opts: ServerOptions = { prefetch: null, learned: () => {} },
): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: SCHEMA_VALIDATOR,
  });
  // The account and view are read once per HTTP request, however many messages it carries.
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
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const loaded = await load();
    // The descriptions count servers and tools, so a first listing waits for cold caches once.
    const warm = loaded && await ensureWarm(deps, services.gateway, caller, loaded);
    return { tools: gatewayTools(warm?.view ?? null) };
  });
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const ctx = { deps, services, caller, load, burst };
    return await callTool(ctx, req.params.name, req.params.arguments);
  });
  return server;
}

interface CallContext {
  deps: Deps;
  services: Services;
  caller: Caller;
  load: () => Promise<CallState | null>;
  burst: (limit: number) => Promise<WindowResult>;
}

async function callTool(ctx: CallContext, name: string, input: unknown): Promise<CallToolResult> {
  const { deps, services, caller } = ctx;
  if (!(TOOL_NAMES as readonly string[]).includes(name)) {
    return refusal(
      `Unknown tool "${name.slice(0, 100)}". This server offers search, description and ` +
        `run_tool; to run "${name.slice(0, 100)}", find its qualified name with search and ` +
        "call run_tool.",
    );
  }
  const state = await ctx.load();
  if (state === null) return refusal("This connection's account no longer exists.");
  const window = await ctx.burst(state.plan.burstPerMinute);
  if (!window.allowed) return refusal(burstLimited(window));
  const args = input && typeof input === "object" ? input as Record<string, unknown> : {};
  if (name === "run_tool") {
    return await runTool(deps, services, caller, state, {
      name: args.name,
      arguments: args.arguments,
    });
  }
  await services.gateway.usage.countAlone(state.poolId, state.month);
  const only = name === "search"
    ? (typeof args.server === "string" ? args.server : undefined)
    : (typeof args.name === "string" ? splitName(args.name)?.slug : undefined);
  const warm = await ensureWarm(deps, services.gateway, caller, state, only);
  return name === "search" ? search(warm.view, args) : describe(warm.view, args);
}
