/**
 * Catalogue warm-up: connect to one server of an account, list every tool (following
 * pagination), pin and scan each definition, replace the server's cached rows and update its
 * state. Triggered by PATCH enabling, by first use, and by stale caches (see services/tools.ts).
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { retryAtomic } from "../storage/kv.ts";
import { EMPTY_STATE, type ServerState } from "../domain/catalog.ts";
import { AUTH_ERROR_PREFIX, findServerEntry } from "./library.ts";
import { UpstreamError } from "../upstream/pool.ts";
import { CredentialError, type UpstreamConnector } from "./upstreams.ts";
import { type GatewayTool, prepareTools } from "./tool_rows.ts";
import { bumpEpoch } from "./epoch.ts";
import { redactText } from "../audit/redact.ts";

const MAX_MUTATIONS = 1000;
const MAX_COMMIT_BYTES = 800 * 1024;
const MAX_ERROR_CHARS = 500;

type Mutation = { bytes: number; apply(op: Deno.AtomicOperation): void };

export class CatalogWarmup {
  #deps: Deps;
  #connector: UpstreamConnector;

  constructor(deps: Deps, connector: UpstreamConnector) {
    this.#deps = deps;
    this.#connector = connector;
  }

  /** Warms one server; failures are recorded on its state, never thrown. */
  async warm(accountId: string, slug: string): Promise<void> {
    const entry = await findServerEntry(this.#deps, accountId, slug);
    if (!entry || entry.resolved.status !== "enabled") return;
    const attemptAt = new Date(this.#deps.now()).toISOString();
    let tools: Tool[];
    try {
      tools = await this.#connector.run(accountId, entry, (pool, t) => pool.listTools(t));
    } catch (err) {
      await this.#finish(accountId, slug, [], { lastAttemptAt: attemptAt, lastError: why(err) });
      return;
    }
    const [pins, existing, others] = await Promise.all([
      this.#pins(accountId, slug, tools),
      this.#cachedNames(accountId, slug),
      this.#otherNames(accountId, slug),
    ]);
    const prepared = await prepareTools(slug, tools, pins, others, attemptAt);
    const kept = new Set(prepared.rows.map((r) => r.name));
    const mutations: Mutation[] = [
      ...prepared.rows.flatMap((row) => this.#rowMutations(accountId, row, pins.has(row.name))),
      ...existing.filter((n) => !kept.has(n)).map((name): Mutation => ({
        bytes: 100,
        apply: (op) => op.delete(keys.cachedTool(accountId, slug, name)),
      })),
    ];
    const lastError = prepared.notes.length ? clip(prepared.notes.join("; ")) : null;
    await this.#finish(accountId, slug, mutations, {
      toolCount: prepared.rows.length,
      lastAttemptAt: attemptAt,
      lastError,
      refreshedAt: attemptAt,
    });
  }

  #rowMutations(accountId: string, row: GatewayTool, pinned: boolean): Mutation[] {
    const key = keys.cachedTool(accountId, row.serverSlug, row.name);
    const out: Mutation[] = [{
      bytes: JSON.stringify(row).length + 200,
      apply: (op) => op.set(key, row),
    }];
    if (!pinned) {
      const pin = keys.toolPin(accountId, row.serverSlug, row.name);
      out.push({ bytes: 200, apply: (op) => op.set(pin, row.hash) });
    }
    return out;
  }

  /** Commits in bounded batches; the state and the epoch go with the last one. */
  async #finish(
    accountId: string,
    slug: string,
    mutations: Mutation[],
    patch: Partial<ServerState>,
  ): Promise<void> {
    const { kv, now } = this.#deps;
    let batch: Mutation[] = [];
    let bytes = 0;
    for (const m of mutations) {
      if (batch.length + 1 > MAX_MUTATIONS - 2 || bytes + m.bytes > MAX_COMMIT_BYTES) {
        const op = kv.atomic();
        for (const b of batch) b.apply(op);
        await op.commit();
        batch = [];
        bytes = 0;
      }
      batch.push(m);
      bytes += m.bytes;
    }
    const stateKey = keys.serverState(accountId, slug);
    await retryAtomic(async () => {
      const state = await kv.get<ServerState>(stateKey);
      const op = kv.atomic().check(state)
        .set(stateKey, { ...EMPTY_STATE, ...state.value, ...patch });
      for (const b of batch) b.apply(op);
      bumpEpoch(op, accountId, now());
      return { op, result: null };
    });
  }

  async #pins(accountId: string, slug: string, tools: Tool[]): Promise<Map<string, string>> {
    const names = [...new Set(tools.map((t) => t.name).filter((n) => typeof n === "string"))];
    const pins = new Map<string, string>();
    const batches: string[][] = [];
    for (let i = 0; i < names.length; i += 10) batches.push(names.slice(i, i + 10));
    await Promise.all(batches.map(async (batch) => {
      const entries = await this.#deps.kv.getMany<string[]>(
        batch.map((n) => keys.toolPin(accountId, slug, n)),
      );
      entries.forEach((e, i) => e.value !== null && pins.set(batch[i], e.value));
    }));
    return pins;
  }

  async #cachedNames(accountId: string, slug: string): Promise<string[]> {
    const names: string[] = [];
    for await (const e of this.#deps.kv.list({ prefix: keys.cachedTools(accountId, slug) })) {
      names.push(e.key[e.key.length - 1] as string);
    }
    return names;
  }

  async #otherNames(accountId: string, slug: string): Promise<string[]> {
    const names: string[] = [];
    for await (const e of this.#deps.kv.list({ prefix: keys.toolPins(accountId) })) {
      if (e.key[2] !== slug) names.push(e.key[3] as string);
    }
    return names;
  }
}

/** The lastError text: authentication failures carry the prefix that marks a server pending. */
function why(err: unknown): string {
  if (err instanceof CredentialError) return clip(`${AUTH_ERROR_PREFIX} ${err.message}`);
  if (err instanceof UpstreamError && (err.status === 401 || err.status === 403)) {
    return clip(`${AUTH_ERROR_PREFIX} the upstream refused the credential (HTTP ${err.status})`);
  }
  return clip(err instanceof Error ? err.message : String(err));
}

function clip(raw: string): string {
  const text = redactText(raw);
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}
