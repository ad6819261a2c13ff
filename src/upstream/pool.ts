// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/validation/ajv"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { isSessionExpired, type Phase, toUpstreamError, UpstreamError } from "./errors.ts";
import { type CallExtras, UpstreamSession } from "./session.ts";
import { DEFAULT_MAX_RESULT_BYTES } from "./guarded_fetch.ts";

export { UpstreamError } from "./errors.ts";
export type { UpstreamErrorKind } from "./errors.ts";
export type { CallExtras } from "./session.ts";

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
  /** Largest upstream answer read, in bytes; default 4 MiB. */
  maxResultBytes?: number;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: UpstreamError; expired: boolean };

/** Reused MCP client sessions to upstream servers, one per target key. */
export class UpstreamPool {
  readonly #sessions = new Map<string, UpstreamSession>();
  readonly #closing = new Set<Promise<void>>();
  readonly #validator = new AjvJsonSchemaValidator();
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
      maxResultBytes: opts.maxResultBytes ?? DEFAULT_MAX_RESULT_BYTES,
    };
  }

  /** All tools of the upstream, following `nextCursor` to the last page. */
  listTools(target: UpstreamTarget): Promise<Tool[]> {
    const timeout = this.#opts.timeoutMs;
    return this.#run(
      target,
      "tools/list",
      timeout,
      (s) => s.listTools(timeout, this.#opts.maxPages),
    );
  }

  /** Runs one tool. An upstream tool error (`isError: true`) is returned, not thrown. */
  callTool(
    target: UpstreamTarget,
    name: string,
    args: Record<string, unknown>,
    opts: { timeoutMs?: number } & CallExtras = {},
  ): Promise<CallToolResult> {
    const timeout = opts.timeoutMs !== undefined && opts.timeoutMs > 0
      ? opts.timeoutMs
      : this.#opts.timeoutMs;
    const run = (s: UpstreamSession) => s.callTool(name, args, timeout, opts);
    return this.#run(target, "tools/call", timeout, run, opts.signal);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    for (const session of [...this.#sessions.values()]) this.#retire(session, true, true);
    await Promise.allSettled([...this.#closing]);
  }

  /** Retires the session of a target key (its credential was withdrawn). */
  retireKey(key: string): void {
    const session = this.#sessions.get(key);
    if (session) this.#retire(session, true);
  }

  /** Number of cached sessions (for health output and tests). */
  get size(): number {
    return this.#sessions.size;
  }

  async #run<T>(
    target: UpstreamTarget,
    phase: Phase,
    timeoutMs: number,
    fn: (session: UpstreamSession) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    // A stateful upstream that forgot our session gets one fresh session and one retry.
    for (let attempt = 0;; attempt++) {
      const outcome = await this.#attempt(target, phase, timeoutMs, fn, signal);
      if (outcome.ok) return outcome.value;
      if (!(outcome.expired && attempt === 0)) throw outcome.error;
    }
  }

  async #attempt<T>(
    target: UpstreamTarget,
    phase: Phase,
    timeoutMs: number,
    fn: (session: UpstreamSession) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<Attempt<T>> {
    const refused = this.#closed
      ? "upstream pool is closed"
      : URL.canParse(target.url)
      ? undefined
      : "upstream endpoint is not a valid URL";
    if (refused) {
      return { ok: false, error: new UpstreamError("connection", refused), expired: false };
    }
    const session = this.#acquire(target);
    const secrets = [target.bearer, target.url];
    session.inFlight++;
    try {
      try {
        await session.ready;
      } catch (e) {
        this.#retire(session, false);
        const error = toUpstreamError(e, "initialize", secrets, this.#opts.connectTimeoutMs);
        return { ok: false, error, expired: false };
      }
      try {
        return { ok: true, value: await fn(session) };
      } catch (e) {
        const error = toUpstreamError(e, phase, secrets, timeoutMs);
        const expired = isSessionExpired(e) && session.transport.sessionId !== undefined;
        // A call the caller cancelled says nothing about the session: it stays pooled.
        if (error.kind !== "protocol" && !signal?.aborted) this.#retire(session, false);
        return { ok: false, error, expired: expired && !signal?.aborted };
      }
    } finally {
      session.inFlight--;
      session.lastUsed = this.#opts.now();
      if (session.retired) this.#closeIfIdle(session, false);
    }
  }

  #acquire(target: UpstreamTarget): UpstreamSession {
    this.#sweep();
    const existing = this.#sessions.get(target.key);
    if (existing?.matches(target)) return existing;
    if (existing) this.#retire(existing, true);
    const opts = {
      fetch: this.#opts.fetch,
      connectTimeoutMs: this.#opts.connectTimeoutMs,
      maxResultBytes: this.#opts.maxResultBytes,
      now: this.#opts.now,
      validator: this.#validator,
    };
    const session: UpstreamSession = new UpstreamSession(
      target,
      opts,
      () => this.#retire(session, false),
    );
    this.#sessions.set(target.key, session);
    this.#startSweeper();
    return session;
  }

  #retire(session: UpstreamSession, polite: boolean, force = false): void {
    session.retired = true;
    session.polite ||= polite;
    if (this.#sessions.get(session.target.key) === session) {
      this.#sessions.delete(session.target.key);
    }
    if (this.#sessions.size === 0) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
    this.#closeIfIdle(session, force);
  }

  /** Closing aborts the session's in-flight requests, so wait until the last one settles. */
  #closeIfIdle(session: UpstreamSession, force: boolean): void {
    if (session.closing || (session.inFlight > 0 && !force)) return;
    const closing = session.close().catch(() => {});
    session.closing = closing;
    this.#closing.add(closing);
    closing.finally(() => this.#closing.delete(closing));
  }

  #sweep(): void {
    const now = this.#opts.now();
    for (const session of [...this.#sessions.values()]) {
      if (session.inFlight === 0 && now - session.lastUsed >= this.#opts.idleMs) {
        this.#retire(session, true);
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
