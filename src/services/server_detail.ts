/**
 * What a server page shows beyond the resolved row: its cached tools (with the `changed` flag of
 * a definition whose hash differs from the pinned one), and Test, which runs the catalogue
 * warm-up now and reports what it listed or why it failed.
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import { keys } from "../storage/keys.ts";
import { listValues } from "../storage/kv.ts";
import type { CachedTool, ServerState } from "../domain/catalog.ts";
import { getServer } from "./servers.ts";

/** A server page lists at most this many tools (the count says how many there are). */
export const MAX_TOOLS_SHOWN = 500;

export interface ServerTools {
  tools: CachedTool[];
  total: number;
}

/** The server's cached tools by name, changed definitions first. */
export async function serverTools(
  deps: Deps,
  accountId: string,
  slug: string,
): Promise<ServerTools> {
  await getServer(deps, accountId, slug, { required: true });
  const all = await listValues<CachedTool>(deps.kv, { prefix: keys.cachedTools(accountId, slug) });
  all.sort((a, b) => Number(b.changed) - Number(a.changed));
  return { tools: all.slice(0, MAX_TOOLS_SHOWN), total: all.length };
}

export type TestOutcome =
  | { ok: true; toolCount: number; ms: number; note: string | null }
  | { ok: false; error: string; ms: number | null };

/** Runs the warm-up of one server now and says what it listed, or the error it recorded. */
export async function testServer(
  services: Services,
  accountId: string,
  slug: string,
): Promise<TestOutcome> {
  const { deps } = services;
  const server = await getServer(deps, accountId, slug, { required: true });
  if (server.status === "disabled") {
    return { ok: false, ms: null, error: "The server is disabled; enable it first." };
  }
  if (server.status === "pending") {
    const what = server.authType === "oauth" ? "Connect it" : "Enter its token";
    const why = server.lastError ? ` (last error: ${server.lastError})` : "";
    return { ok: false, ms: null, error: `The server is pending: ${what} first${why}.` };
  }
  const started = performance.now();
  await services.gateway.warmup.warm(accountId, slug);
  const ms = Math.round(performance.now() - started);
  const state = (await deps.kv.get<ServerState>(keys.serverState(accountId, slug))).value;
  // The warm-up records failures on the state instead of throwing: a listing sets refreshedAt.
  if (state && state.refreshedAt !== null && state.refreshedAt === state.lastAttemptAt) {
    return { ok: true, toolCount: state.toolCount, ms, note: state.lastError };
  }
  return { ok: false, ms, error: state?.lastError ?? "The warm-up did not run; try again." };
}

/** The sentence a page or the CLI shows for an outcome. */
export function outcomeText(o: TestOutcome): string {
  if (o.ok) {
    const n = `${o.toolCount} tool${o.toolCount === 1 ? "" : "s"}`;
    return `Listed ${n} in ${o.ms} ms.${o.note ? ` Note: ${o.note}` : ""}`;
  }
  return o.ms === null ? o.error : `Failed after ${o.ms} ms: ${o.error}`;
}
