/**
 * Activity pages with the exclusive createdAt cursor, as REST `GET /activity` and the app's
 * Activity page read them (`readActivityPage`). REST goes through `ActivityPages`, with a small per-process cache for the polling pattern (receivers that
 * re-read the newest page). A cached page is served only while the account's activity clock
 * (rewritten in the same commit as every new row, by any process) has the versionstamp it had
 * when the page was read, and only until the first row of the page could leave the retention
 * window, at most TTL_MS later.
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import type { ActivityRow, RowFilter } from "../storage/activity.ts";
import { keys } from "../storage/keys.ts";

export interface ActivityPage {
  data: ActivityRow[];
  nextCursor: string | null;
  retentionDays: number;
  /** Set when a filtered read stopped at its scan budget: rows were examined back to here. */
  searchedTo?: string;
}

export interface PageQuery {
  limit: number;
  retentionDays: number;
  /** A nextCursor of an earlier page (ISO 8601): only strictly older rows follow. */
  cursor?: string;
  clientId?: string;
  /** Filters the app offers (REST has only the client filter); with them, a bounded scan. */
  filter?: RowFilter;
  afterMs?: number;
  beforeMs?: number;
}

/** Rows examined at most per filtered page: its cost stays flat whatever the rows held. */
export const SCAN_BUDGET = 500;

/** One page, uncached. The cursor and an upper time bound combine: the older one wins. */
export async function readActivityPage(
  activity: Services["activity"],
  accountId: string,
  q: PageQuery,
): Promise<ActivityPage> {
  const cursorMs = q.cursor === undefined ? undefined : Date.parse(q.cursor);
  const bounds = [cursorMs, q.beforeMs].filter((n): n is number => n !== undefined);
  const filtered = q.filter !== undefined || q.afterMs !== undefined;
  const { rows, more, scannedToMs } = await activity.list(accountId, {
    limit: q.limit,
    retentionDays: q.retentionDays,
    beforeMs: bounds.length === 0 ? undefined : Math.min(...bounds),
    afterMs: q.afterMs,
    clientId: q.clientId,
    filter: q.filter,
    scanBudget: filtered ? SCAN_BUDGET : undefined,
  });
  const stop = scannedToMs === undefined ? null : new Date(scannedToMs).toISOString();
  const nextCursor = stop ?? (more && rows.length > 0 ? rows[rows.length - 1].createdAt : null);
  const page: ActivityPage = { data: rows, nextCursor, retentionDays: q.retentionDays };
  if (stop !== null) page.searchedTo = stop;
  return page;
}

interface Entry {
  clock: string | null;
  validUntil: number;
  /** The page serialized once: repeat reads skip both the KV reads and JSON.stringify. */
  body: string;
}

const DAY_MS = 86_400_000;
const TTL_MS = 10_000;
const MAX_ENTRIES = 128;
// Large pages (rows up to 128 KB each) are not worth holding in memory.
const MAX_PAGE_BYTES = 256 * 1024;

export class ActivityPages {
  #deps: Deps;
  #services: Pick<Services, "activity">;
  #cache = new Map<string, Entry>();

  constructor(deps: Deps, services: Pick<Services, "activity">) {
    this.#deps = deps;
    this.#services = services;
  }

  /** The page as the JSON text of the response body. */
  async page(
    accountId: string,
    q: Pick<PageQuery, "limit" | "retentionDays" | "cursor" | "clientId">,
  ): Promise<string> {
    // Only REST's queries are cached: the key covers exactly what REST can vary.
    const id = [accountId, q.clientId ?? "", q.cursor ?? "", q.limit, q.retentionDays].join(
      "\u0000",
    );
    // The validator is read before the rows, so a row committed in between only causes a miss.
    const clock = (await this.#deps.kv.get(keys.activityClock(accountId))).versionstamp;
    const now = this.#deps.now();
    const hit = this.#cache.get(id);
    if (hit && hit.clock === clock && now < hit.validUntil) return hit.body;
    const page = await readActivityPage(this.#services.activity, accountId, q);
    const body = JSON.stringify(page);
    this.#remember(id, { clock, validUntil: validUntil(page, now), body });
    return body;
  }

  #remember(id: string, entry: Entry): void {
    this.#cache.delete(id);
    if (entry.body.length > MAX_PAGE_BYTES) return;
    this.#cache.set(id, entry);
    if (this.#cache.size > MAX_ENTRIES) this.#cache.delete(this.#cache.keys().next().value!);
  }
}

/** Until the oldest row of the page could expire (rows are newest first), capped at TTL_MS. */
function validUntil(page: ActivityPage, now: number): number {
  const oldest = page.data.at(-1);
  const expiry = oldest === undefined
    ? Infinity
    : Date.parse(oldest.createdAt) + page.retentionDays * DAY_MS;
  return Math.min(now + TTL_MS, expiry);
}
