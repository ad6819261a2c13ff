/**
 * MCP client connections as GET /clients shows them, with their retained call statistics read
 * from the counters each Activity commit maintains (never a scan of the rows).
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import { lastActiveOf, listClients } from "../storage/clients.ts";
import { clientStats } from "../storage/usage_stats.ts";

export interface ClientView {
  id: string;
  label: string;
  name: string;
  active: boolean;
  authorizedAt: string;
  lastActiveAt: string | null;
  calls: number;
  lastCallAt: string | null;
}

export interface ClientList {
  data: ClientView[];
  total: number;
  retentionDays: number;
}

/** Newest authorization first; `active` selects live (true) or revoked (false) connections. */
export async function listClientViews(
  deps: Deps,
  _services: Pick<Services, "activity">,
  accountId: string,
  q: { active?: boolean; retentionDays: number },
): Promise<ClientList> {
  const records = (await listClients(deps.kv, accountId))
    .filter((c) => q.active === undefined || c.active === q.active)
    .sort((a, b) =>
      a.authorizedAt === b.authorizedAt
        ? (a.id < b.id ? -1 : 1)
        : (a.authorizedAt < b.authorizedAt ? 1 : -1)
    );
  const data = await Promise.all(records.map(async (c): Promise<ClientView> => {
    const [lastActiveAt, stats] = await Promise.all([
      lastActiveOf(deps.kv, accountId, c.id),
      clientStats(deps.kv, accountId, c.id, q.retentionDays, deps.now()),
    ]);
    return {
      id: c.id,
      label: c.label,
      name: c.name,
      active: c.active,
      authorizedAt: c.authorizedAt,
      lastActiveAt,
      calls: stats.calls,
      lastCallAt: stats.lastCallAt,
    };
  }));
  return { data, total: data.length, retentionDays: q.retentionDays };
}
