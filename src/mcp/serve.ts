/**
 * Serves one authenticated MCP request in the protocol era it speaks. 2026-07-28 requests (the
 * per-request `_meta` envelope) go to the SDK's createMcpHandler: stateless, server/discover,
 * header checks, cache fields, input-required results, SSE once a notification precedes the
 * result. Everything else is 2025-11-25, served statelessly by a fresh server and transport:
 * JSON answers, or SSE when the call asked for progress and the client accepts a stream.
 * JSON-RPC batches (removed in 2025-06-18) are refused in both eras.
 */
import {
  type AuthInfo,
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  type Server,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import type { Caller } from "../gate/call_state.ts";
import type { Prefetch } from "./prefetch.ts";
import { createMcpServer, type ServerOptions } from "./server.ts";
import { answerPlainCall, plainToolCall } from "./fast_call.ts";
import { cancellationOf, InFlightCalls } from "./inflight.ts";
import { RequestStates } from "./input_required.ts";

/** What the route learned about the request before serving it. */
export interface Exchange {
  caller: Caller;
  prefetch: Prefetch | null;
  learned(burstLimit: number): void;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
}

export interface ReadBody {
  tooLarge: false;
  request: Request;
  /** The parsed message; undefined when the body is not JSON (the transport answers that). */
  parsed: unknown;
}

const EXCHANGE = "toolgateExchange";

export class McpEndpoint {
  readonly inflight = new InFlightCalls();
  readonly states: RequestStates;
  readonly #modern: McpHttpHandler;

  constructor(private readonly deps: Deps, private readonly services: Services) {
    this.states = new RequestStates(deps.secrets, deps.now);
    // serve() answers 2025-11-25 requests itself (JSON unless progress asks for a stream).
    this.#modern = createMcpHandler((ctx) => this.#server("modern", ctx.authInfo), {
      legacy: "reject",
      responseMode: "auto",
      onerror: (err) => deps.log.debug("mcp 2026-07-28 exchange error", { error: err.message }),
    });
  }

  async serve(body: ReadBody, authInfo: AuthInfo, exchange: Exchange): Promise<Response> {
    if (Array.isArray(body.parsed)) return batchRefused();
    const cancel = cancellationOf(body.parsed);
    if (cancel) this.inflight.cancel(exchange.caller.clientId, cancel.requestId, cancel.reason);
    // The common call needs no per-request SDK Server and transport (see fast_call.ts). It names
    // a 2025-era version and carries no `_meta`, which the SDK classifies as legacy: no need to ask.
    const plain = plainToolCall(body.request, body.parsed);
    if (plain) {
      const opts = this.#options("legacy", exchange);
      return await answerPlainCall(this.deps, this.services, exchange.caller, opts, plain);
    }
    const auth = { ...authInfo, extra: { ...authInfo.extra, [EXCHANGE]: exchange } };
    const parsed = body.parsed === undefined ? {} : { parsedBody: body.parsed };
    const legacy = await isLegacyRequest(body.request, body.parsed);
    if (!legacy) return await this.#modern.fetch(body.request, { authInfo: auth, ...parsed });
    const server = this.#server("legacy", auth);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: !wantsStream(body),
    });
    try {
      await server.connect(transport);
      return await transport.handleRequest(body.request, { authInfo: auth, ...parsed });
    } catch (err) {
      await server.close().catch(() => {});
      throw err;
    }
  }

  #server(era: "legacy" | "modern", authInfo: AuthInfo | undefined): Server {
    const exchange = authInfo?.extra?.[EXCHANGE] as Exchange;
    const opts = this.#options(era, exchange);
    return createMcpServer(this.deps, this.services, exchange.caller, opts);
  }

  #options(era: "legacy" | "modern", exchange: Exchange): ServerOptions {
    return {
      era,
      prefetch: exchange.prefetch,
      learned: exchange.learned,
      inflight: this.inflight,
      states: this.states,
      exchange: exchange.signal,
    };
  }
}

/** A 2025-11-25 tools/call that asked for progress, from a client that accepts a stream. */
function wantsStream(body: ReadBody): boolean {
  const msg = body.parsed as { method?: unknown; params?: { _meta?: { progressToken?: unknown } } };
  const accept = body.request.headers.get("accept") ?? "";
  return msg?.method === "tools/call" && msg.params?._meta?.progressToken !== undefined &&
    accept.includes("text/event-stream");
}

function batchRefused(): Response {
  const message = "Invalid Request: JSON-RPC batches are not supported (batching was removed " +
    "in protocol revision 2025-06-18); send one message per HTTP request.";
  const body = { jsonrpc: "2.0", error: { code: -32600, message }, id: null };
  return new Response(JSON.stringify(body), {
    status: 400,
    headers: { "content-type": "application/json" },
  });
}
