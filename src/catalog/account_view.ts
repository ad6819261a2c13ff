/**
 * What one account's MCP catalogue looks like right now: its library entries, the cached tools
 * of its enabled servers, its policy rules, and (built lazily) the search index over the tools
 * it may run. Views are cached per process and rebuilt when the account's stamp changes.
 */
import type { Deps } from "../deps.ts";
import { keys } from "../storage/keys.ts";
import { listValues } from "../storage/kv.ts";
import { qualifiedName } from "../domain/catalog.ts";
import { type LibraryEntry, listServerEntries } from "./library.ts";
import { readPolicies } from "../storage/policies.ts";
import { PolicySet } from "../domain/policy_match.ts";
import { buildSearchIndex, type ToolSearchIndex } from "./search.ts";
import type { GatewayTool } from "./tool_rows.ts";

export interface ViewTool {
  qualifiedName: string;
  tool: GatewayTool;
  entry: LibraryEntry;
}

export class AccountView {
  readonly stamp: string;
  readonly policies: PolicySet;
  readonly entries: LibraryEntry[];
  readonly enabled: LibraryEntry[];
  #bySlug: Map<string, LibraryEntry>;
  #tools: Map<string, ViewTool>;
  #index?: ToolSearchIndex;
  #offered?: ViewTool[];

  constructor(stamp: string, entries: LibraryEntry[], tools: GatewayTool[], policies: PolicySet) {
    this.stamp = stamp;
    this.entries = entries;
    this.policies = policies;
    this.#bySlug = new Map(entries.map((e) => [e.resolved.slug, e]));
    this.enabled = entries.filter((e) => e.resolved.status === "enabled");
    const enabledSlugs = new Set(this.enabled.map((e) => e.resolved.slug));
    this.#tools = new Map();
    for (const tool of tools) {
      if (!enabledSlugs.has(tool.serverSlug)) continue;
      const qn = qualifiedName(tool.serverSlug, tool.name);
      this.#tools.set(qn, { qualifiedName: qn, tool, entry: this.#bySlug.get(tool.serverSlug)! });
    }
  }

  server(slug: string): LibraryEntry | undefined {
    return this.#bySlug.get(slug);
  }

  /** A cached tool of an enabled server (policy not applied). */
  tool(qualified: string): ViewTool | undefined {
    return this.#tools.get(qualified);
  }

  /** Tools the account may be offered: enabled servers, minus those a policy denies. */
  offered(): ViewTool[] {
    this.#offered ??= [...this.#tools.values()].filter((t) =>
      this.policies.decide(t.qualifiedName).action !== "deny"
    );
    return this.#offered;
  }

  toolCountOf(slug: string): number {
    let n = 0;
    for (const t of this.offered()) if (t.tool.serverSlug === slug) n++;
    return n;
  }

  /** The search index over offered tools; denied tools are never indexed, so never found. */
  index(): ToolSearchIndex {
    this.#index ??= buildSearchIndex(
      this.offered().map((t) => ({
        qualifiedName: t.qualifiedName,
        name: t.tool.name,
        serverSlug: t.tool.serverSlug,
        serverName: t.entry.resolved.name,
        title: t.tool.title ?? undefined,
        description: t.tool.description,
        inputSchema: t.tool.inputSchema,
      })),
    );
    return this.#index;
  }

  /**
   * Enabled servers with no cache and no recorded failure (optionally only `slug`): a first use
   * waits for their warm-up. A failed one is retried in the background, never waited for again.
   */
  cold(slug?: string): string[] {
    return this.enabled
      .filter((e) => slug === undefined || e.resolved.slug === slug)
      .filter((e) => !e.state?.refreshedAt && !e.state?.lastError)
      .map((e) => e.resolved.slug);
  }
}

/** Builds views on demand and keeps the newest per account (bounded, oldest evicted first). */
export class AccountViews {
  #deps: Deps;
  #views = new Map<string, AccountView>();
  #building = new Map<string, Promise<AccountView>>();
  #max: number;

  constructor(deps: Deps, max = 2_000) {
    this.#deps = deps;
    this.#max = max;
  }

  get(accountId: string, stamp: string): Promise<AccountView> {
    const cached = this.#views.get(accountId);
    if (cached?.stamp === stamp) return Promise.resolve(cached);
    const buildKey = `${accountId}\u0000${stamp}`;
    let building = this.#building.get(buildKey);
    if (!building) {
      building = this.#build(accountId, stamp).finally(() => this.#building.delete(buildKey));
      this.#building.set(buildKey, building);
    }
    return building;
  }

  async #build(accountId: string, stamp: string): Promise<AccountView> {
    const [entries, tools, rules] = await Promise.all([
      listServerEntries(this.#deps, accountId),
      listValues<GatewayTool>(this.#deps.kv, { prefix: keys.cachedTools(accountId) }),
      readPolicies(this.#deps.kv, accountId),
    ]);
    const view = new AccountView(stamp, entries, tools, new PolicySet(rules));
    this.#views.delete(accountId);
    this.#views.set(accountId, view);
    if (this.#views.size > this.#max) this.#views.delete(this.#views.keys().next().value!);
    return view;
  }

  /** The cached view of an account, whatever its stamp. */
  peek(accountId: string): AccountView | undefined {
    return this.#views.get(accountId);
  }

  /** Drops a cached view (this process changed something the stamp does not cover). */
  forget(accountId: string): void {
    this.#views.delete(accountId);
  }
}
