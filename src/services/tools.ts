/**
 * The tool catalogue as an account sees it: cached tool definitions of its enabled servers.
 * Transport-agnostic, so REST (GET /tools) and MCP (search, description) share one view.
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import { keys } from "../storage/keys.ts";
import { listValues } from "../storage/kv.ts";
import { notFound } from "../errors.ts";
import { type CachedTool, qualifiedName, type ResolvedServer } from "../domain/catalog.ts";
import { type LibraryEntry, listServerEntries } from "../catalog/library.ts";
import { refreshStale } from "../catalog/freshness.ts";

export interface CatalogTool {
  qualifiedName: string;
  server: ResolvedServer;
  tool: CachedTool;
}

/** The REST shape of a Tool; inputSchema only when asked for. */
export interface ToolView {
  qualifiedName: string;
  name: string;
  server: { slug: string; name: string };
  title: string | null;
  description: string;
  inputSchema?: Record<string, unknown>;
}

export interface ToolPage {
  data: ToolView[];
  total: number;
  nextOffset: number | null;
}

/**
 * Cached tools of enabled servers, ordered by qualified name. With `server`, only that server's;
 * a slug the account does not have is not_found, a known but not enabled server yields none.
 */
export async function listEnabledTools(
  deps: Deps,
  accountId: string,
  opts: { server?: string } = {},
): Promise<{ tools: CatalogTool[]; entries: LibraryEntry[] }> {
  const entries = await listServerEntries(deps, accountId);
  const chosen = opts.server === undefined
    ? entries
    : entries.filter((e) => e.resolved.slug === opts.server);
  if (opts.server !== undefined && chosen.length === 0) {
    throw notFound(`Server "${opts.server}"`);
  }
  const enabled = chosen.filter((e) => e.resolved.status === "enabled");
  const perServer = await Promise.all(enabled.map(async (e) => {
    const cached = await listValues<CachedTool>(deps.kv, {
      prefix: keys.cachedTools(accountId, e.resolved.slug),
    });
    return cached.map((tool): CatalogTool => ({
      qualifiedName: qualifiedName(e.resolved.slug, tool.name),
      server: e.resolved,
      tool,
    }));
  }));
  const tools = perServer.flat().sort((a, b) => compare(a.qualifiedName, b.qualifiedName));
  return { tools, entries: enabled };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function toolView(t: CatalogTool, withSchema: boolean): ToolView {
  const view: ToolView = {
    qualifiedName: t.qualifiedName,
    name: t.tool.name,
    server: { slug: t.server.slug, name: t.server.name },
    title: t.tool.title,
    description: t.tool.description,
  };
  if (withSchema) view.inputSchema = t.tool.inputSchema;
  return view;
}

/** One page of the catalogue (GET /tools); stale caches are refreshed after it is answered. */
export async function listTools(
  deps: Deps,
  services: Pick<Services, "warmups">,
  accountId: string,
  q: { server?: string; limit: number; offset: number; schema: boolean },
): Promise<ToolPage> {
  const { tools, entries } = await listEnabledTools(deps, accountId, { server: q.server });
  refreshStale(deps, services, accountId, entries);
  const page = tools.slice(q.offset, q.offset + q.limit);
  const end = q.offset + page.length;
  return {
    data: page.map((t) => toolView(t, q.schema)),
    total: tools.length,
    nextOffset: end < tools.length ? end : null,
  };
}
