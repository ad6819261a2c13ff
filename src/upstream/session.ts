// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  type CallToolResult,
  CallToolResultSchema,
  ListToolsResultSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/validation/types"
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { UpstreamError } from "./errors.ts";
import { guardedFetch } from "./guarded_fetch.ts";

export interface SessionTarget {
  url: string;
  bearer?: string;
  key: string;
}

export interface SessionOptions {
  fetch?: typeof fetch;
  connectTimeoutMs: number;
  /** Largest answer read from the upstream (UPSTREAM_MAX_RESULT_BYTES). */
  maxResultBytes: number;
  now: () => number;
  /** Shared by the pool: each Client would otherwise build its own Ajv instance. */
  validator: jsonSchemaValidator;
}

/** Per-call pass-through from the gateway's own client: cancellation, progress, `_meta`. */
export interface CallExtras {
  signal?: AbortSignal;
  /** Given: the upstream gets a progress token of this session's, mapped back to this callback. */
  onprogress?: (p: { progress: number; total?: number; message?: string }) => void;
  meta?: Record<string, unknown>;
}

const CLIENT_INFO = { name: "toolgate", version: "1.0.0" };
const TERMINATE_MS = 2_000;

/** One MCP client session to one upstream; the pool decides when it is used and closed. */
export class UpstreamSession {
  readonly target: SessionTarget;
  readonly client: Client;
  readonly transport: StreamableHTTPClientTransport;
  /** Settles when `initialize` is done; always has a rejection handler attached. */
  readonly ready: Promise<void>;
  connected = false;
  inFlight = 0;
  lastUsed: number;
  retired = false;
  /** Send DELETE for the session before closing (idle and shutdown, not after failures). */
  polite = false;
  closing?: Promise<void>;

  /** `target.url` must be a valid URL. `onClose` runs if the transport closes by itself. */
  constructor(target: SessionTarget, opts: SessionOptions, onClose: () => void) {
    this.target = { ...target };
    this.lastUsed = opts.now();
    this.client = new Client(CLIENT_INFO, {
      capabilities: {},
      jsonSchemaValidator: opts.validator,
    });
    // Transport and SSE errors also surface on the pending request; this only keeps them quiet.
    this.client.onerror = () => {};
    const headers: Record<string, string> = target.bearer
      ? { authorization: `Bearer ${target.bearer}` }
      : {};
    this.transport = new StreamableHTTPClientTransport(new URL(target.url), {
      fetch: guardedFetch(opts.fetch ?? fetch, opts.maxResultBytes),
      requestInit: { headers },
    });
    this.ready = this.client.connect(this.transport, { timeout: opts.connectTimeoutMs });
    this.ready.then(() => (this.connected = true), () => {});
    this.client.onclose = onClose;
  }

  matches(target: SessionTarget): boolean {
    return this.target.url === target.url && this.target.bearer === target.bearer;
  }

  /**
   * Every page of tools/list. Raw requests: the pool forwards results unchanged, while
   * Client.listTools/callTool would compile and enforce every untrusted outputSchema.
   */
  async listTools(timeout: number, maxPages: number): Promise<Tool[]> {
    const tools: Tool[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const params = cursor === undefined ? {} : { cursor };
      const res = await this.client.request(
        { method: "tools/list", params },
        ListToolsResultSchema,
        { timeout },
      );
      tools.push(...res.tools);
      cursor = res.nextCursor;
      if (cursor === undefined || cursor === "") return tools;
      if (seen.has(cursor)) {
        throw new UpstreamError("protocol", "upstream repeated a tools/list cursor");
      }
      seen.add(cursor);
    }
    throw new UpstreamError("protocol", `upstream tools/list exceeded ${maxPages} pages`);
  }

  /** `call`: the caller's cancellation, progress callback and `_meta` (trace context). */
  callTool(
    name: string,
    args: Record<string, unknown>,
    timeout: number,
    call: CallExtras = {},
  ): Promise<CallToolResult> {
    const params = call.meta
      ? { name, arguments: args, _meta: call.meta }
      : { name, arguments: args };
    const scope = callScope(call.signal);
    return this.client.request({ method: "tools/call", params }, CallToolResultSchema, {
      timeout,
      signal: scope.signal,
      onprogress: call.onprogress,
    }).finally(scope.end);
  }

  /** Closing aborts the session's in-flight HTTP requests (including timed-out ones). */
  async close(): Promise<void> {
    if (this.polite && this.connected && this.transport.sessionId !== undefined) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<void>((r) => (timer = setTimeout(r, TERMINATE_MS)));
      const terminate = this.transport.terminateSession().catch(() => {});
      await Promise.race([terminate, deadline]);
      clearTimeout(timer);
    }
    await this.client.close().catch(() => {});
  }
}

/**
 * The caller's signal, as seen by the SDK only while the call is in flight. The SDK never removes
 * its abort listener, and Deno aborts a request's signal once its answer is sent, so passing the
 * caller's signal as is made every finished call send the upstream a notifications/cancelled.
 */
function callScope(outer: AbortSignal | undefined): { signal?: AbortSignal; end(): void } {
  if (outer === undefined || outer.aborted) return { signal: outer, end: () => {} };
  const inner = new AbortController();
  const relay = () => inner.abort(outer.reason);
  outer.addEventListener("abort", relay, { once: true });
  return { signal: inner.signal, end: () => outer.removeEventListener("abort", relay) };
}
