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
import { isSessionExpired, type Phase, toUpstreamError, UpstreamError } from "./upstream_errors.ts";

export { UpstreamError } from "./upstream_errors.ts";
export type { UpstreamErrorKind } from "./upstream_errors.ts";

export interface UpstreamTarget {
  url: string;
  bearer?: string;
  /** Pool key, e.g. account + slug + credential digest; one session per key. */
  key: string;
}

export interface UpstreamPoolOptions {
  fetch?: typeof fetch;
  /** Default per-call timeout (the gateway passes 30 s). */
  timeoutMs: number;
  /** Timeout of `initialize`; defaults to timeoutMs. */
  connectTimeoutMs?: number;
  /** Close a session unused for this long; default 5 minutes. */
  idleMs?: number;
  now?: () => number;
  /** tools/list pages followed before giving up; default 100. */
  maxPages?: number;
}

interface Entry {
  target: UpstreamTarget;
  client: Client;
  transport: StreamableHTTPClientTransport;
  ready: Promise<void>;
  connected: boolean;
  inFlight: number;
  lastUsed: number;
  retired: boolean;
  /** Send DELETE for the session before closing (idle and shutdown, not after failures). */
  polite: boolean;
  closing?: Promise<void>;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: UpstreamError; expired: boolean };

const CLIENT_INFO = { name: "toolgate", version: "1.0.0" };
const TERMINATE_MS = 2_000;

/** Reused MCP client sessions to upstream servers, one per target key. */
export class UpstreamPool {
  readonly #entries = new Map<string, Entry>();
  readonly #closing = new Set<Promise<void>>();
  readonly #opts: Required<Omit<UpstreamPoolOptions, "fetch">> & { fetch?: typeof fetch };
  #sweeper?: ReturnType<typeof setInterval>;
  #closed = false;

  constructor(opts: UpstreamPoolOptions) {
    if (!(opts.timeoutMs > 0)) throw new RangeError("timeoutMs must be a positive number");
    this.#opts = {
      fetch: opts.fetch,
      timeoutMs: opts.timeoutMs,
      connectTimeoutMs: opts.connectTimeoutMs ?? opts.timeoutMs,
      idleMs: opts.idleMs ?? 300_000,
      now: opts.now ?? Date.now,
      maxPages: opts.maxPages ?? 100,
    };
  }

  /** All tools of the upstream, following `nextCursor` to the last page. */
  listTools(target: UpstreamTarget): Promise<Tool[]> {
    const timeout = this.#opts.timeoutMs;
    return this.#run(target, "tools/list", timeout, async (client) => {
      const tools: Tool[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < this.#opts.maxPages; page++) {
        // Raw request: the pool forwards results unchanged; Client.listTools would also
        // compile every untrusted outputSchema for validation.
        const params = cursor === undefined ? {} : { cursor };
        const res = await client.request(
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
      throw new UpstreamError(
        "protocol",
        `upstream tools/list exceeded ${this.#opts.maxPages} pages`,
      );
    });
  }

  /** Runs one tool. An upstream tool error (`isError: true`) is returned, not thrown. */
  callTool(
    target: UpstreamTarget,
    name: string,
    args: Record<string, unknown>,
    opts: { timeoutMs?: number } = {},
  ): Promise<CallToolResult> {
    const timeout = opts.timeoutMs !== undefined && opts.timeoutMs > 0
      ? opts.timeoutMs
      : this.#opts.timeoutMs;
    return this.#run(target, "tools/call", timeout, (client) =>
      client.request(
        { method: "tools/call", params: { name, arguments: args } },
        CallToolResultSchema,
        { timeout },
      ));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    for (const entry of [...this.#entries.values()]) this.#retire(entry, true, true);
    await Promise.allSettled([...this.#closing]);
  }

  /** Number of cached sessions (for health output and tests). */
  get size(): number {
    return this.#entries.size;
  }

  async #run<T>(
    target: UpstreamTarget,
    phase: Phase,
    timeoutMs: number,
    fn: (client: Client) => Promise<T>,
  ): Promise<T> {
    // A stateful upstream that forgot our session gets one fresh session and one retry.
    for (let attempt = 0;; attempt++) {
      const outcome = await this.#attempt(target, phase, timeoutMs, fn);
      if (outcome.ok) return outcome.value;
      if (!(outcome.expired && attempt === 0)) throw outcome.error;
    }
  }

  async #attempt<T>(
    target: UpstreamTarget,
    phase: Phase,
    timeoutMs: number,
    fn: (client: Client) => Promise<T>,
  ): Promise<Attempt<T>> {
    if (this.#closed) {
      return {
        ok: false,
        error: new UpstreamError("connection", "upstream pool is closed"),
        expired: false,
      };
    }
    if (!URL.canParse(target.url)) {
      return {
        ok: false,
        error: new UpstreamError("connection", "upstream endpoint is not a valid URL"),
        expired: false,
      };
    }
    const entry = this.#acquire(target);
    const secrets = [target.bearer, target.url];
    entry.inFlight++;
    try {
      try {
        await entry.ready;
      } catch (e) {
        this.#retire(entry, false);
        const error = toUpstreamError(e, "connect", secrets, this.#opts.connectTimeoutMs);
        return { ok: false, error, expired: false };
      }
      try {
        return { ok: true, value: await fn(entry.client) };
      } catch (e) {
        const error = toUpstreamError(e, phase, secrets, timeoutMs);
        const expired = isSessionExpired(e) && entry.transport.sessionId !== undefined;
        if (error.kind !== "protocol") this.#retire(entry, false);
        return { ok: false, error, expired };
      }
    } finally {
      entry.inFlight--;
      entry.lastUsed = this.#opts.now();
      if (entry.retired) this.#closeIfIdle(entry, false);
    }
  }

  #acquire(target: UpstreamTarget): Entry {
    this.#sweep();
    const existing = this.#entries.get(target.key);
    if (
      existing && existing.target.url === target.url && existing.target.bearer === target.bearer
    ) {
      return existing;
    }
    if (existing) this.#retire(existing, true);
    const entry = this.#connect(target);
    this.#entries.set(target.key, entry);
    this.#startSweeper();
    return entry;
  }

  #connect(target: UpstreamTarget): Entry {
    const client = new Client(CLIENT_INFO, { capabilities: {} });
    // Transport and SSE errors also surface on the pending request; this only keeps them quiet.
    client.onerror = () => {};
    const transport = new StreamableHTTPClientTransport(new URL(target.url), {
      fetch: this.#opts.fetch,
      requestInit: target.bearer ? { headers: { authorization: `Bearer ${target.bearer}` } } : {},
    });
    const ready = client.connect(transport, { timeout: this.#opts.connectTimeoutMs });
    const entry: Entry = {
      target: { ...target },
      client,
      transport,
      ready,
      connected: false,
      inFlight: 0,
      lastUsed: this.#opts.now(),
      retired: false,
      polite: false,
    };
    ready.then(() => (entry.connected = true), () => {});
    client.onclose = () => this.#retire(entry, false);
    return entry;
  }

  #retire(entry: Entry, polite: boolean, force = false): void {
    entry.retired = true;
    entry.polite ||= polite;
    if (this.#entries.get(entry.target.key) === entry) this.#entries.delete(entry.target.key);
    if (this.#entries.size === 0) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
    this.#closeIfIdle(entry, force);
  }

  /** Closing aborts the session's in-flight requests, so wait until the last one settles. */
  #closeIfIdle(entry: Entry, force: boolean): void {
    if (entry.closing || (entry.inFlight > 0 && !force)) return;
    const closing = this.#closeEntry(entry).catch(() => {});
    entry.closing = closing;
    this.#closing.add(closing);
    closing.finally(() => this.#closing.delete(closing));
  }

  async #closeEntry(entry: Entry): Promise<void> {
    if (entry.polite && entry.connected && entry.transport.sessionId !== undefined) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<void>((r) => (timer = setTimeout(r, TERMINATE_MS)));
      const terminate = entry.transport.terminateSession().catch(() => {});
      await Promise.race([terminate, deadline]);
      clearTimeout(timer);
    }
    await entry.client.close().catch(() => {});
  }

  #sweep(): void {
    const now = this.#opts.now();
    for (const entry of [...this.#entries.values()]) {
      if (entry.inFlight === 0 && now - entry.lastUsed >= this.#opts.idleMs) {
        this.#retire(entry, true);
      }
    }
  }

  #startSweeper(): void {
    if (this.#sweeper !== undefined) return;
    const every = Math.min(Math.max(this.#opts.idleMs / 2, 1_000), 60_000);
    const sweeper = setInterval(() => this.#sweep(), every);
    Deno.unrefTimer(sweeper);
    this.#sweeper = sweeper;
  }
}
