/**
 * The app's Activity read model: the filters of the GET form, checked here (not in the page), one
 * page through the same exclusive-cursor reader as REST `GET /activity`, and one row by id.
 */
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import type { ActivityRow, RowFilter } from "../storage/activity.ts";
import { GATE_CODES, type GateCode } from "../gate/messages.ts";
import { getAccount, planOf } from "../storage/accounts.ts";
import { getClient, listClients } from "../storage/clients.ts";
import { notFound } from "../errors.ts";
import { type ActivityPage, readActivityPage } from "./activity_pages.ts";
import { listServers } from "./servers.ts";

export const PAGE_ROWS = 50;
const DAY_MS = 86_400_000;

/** The error codes a row can carry, offered as suggestions in the form. */
export const ERROR_CODES: readonly GateCode[] = GATE_CODES;

/** The form's fields as submitted (empty strings are "any"). */
export interface ActivityForm {
  server: string;
  tool: string;
  client: string;
  outcome: string;
  code: string;
  from: string;
  to: string;
  cursor: string;
}

export const FORM_FIELDS = [
  "server",
  "tool",
  "client",
  "outcome",
  "code",
  "from",
  "to",
  "cursor",
] as const;

export interface ActivityResult {
  form: ActivityForm;
  errors: string[];
  page: ActivityPage | null;
  servers: { slug: string; name: string }[];
  clients: { id: string; label: string }[];
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NAME_RE = /^[A-Za-z0-9_.-]{1,200}$/;

function dayMs(raw: string, label: string, errors: string[]): number | undefined {
  if (raw === "") return undefined;
  const ms = Date.parse(`${raw}T00:00:00.000Z`);
  if (!DAY_RE.test(raw) || Number.isNaN(ms)) {
    errors.push(`${label} must be a date like 2026-11-25.`);
    return undefined;
  }
  return ms;
}

/** Checks the form; every problem becomes a sentence the page shows next to the form. */
export function parseActivityForm(form: ActivityForm) {
  const errors: string[] = [];
  const filter: RowFilter = {};
  const name = (raw: string, label: string) => {
    if (raw === "") return undefined;
    if (NAME_RE.test(raw)) return raw;
    errors.push(`${label} may hold only letters, digits, "_", "-" and "." (at most 200).`);
  };
  filter.serverSlug = name(form.server, "Server");
  filter.qualifiedName = name(form.tool, "Tool");
  filter.errorCode = name(form.code, "Error code");
  if (form.outcome === "succeeded") filter.ok = true;
  else if (form.outcome === "failed") filter.ok = false;
  else if (form.outcome !== "") errors.push('Outcome must be "succeeded" or "failed".');
  const afterMs = dayMs(form.from, "From", errors);
  const toMs = dayMs(form.to, "To", errors);
  // "To" names a whole UTC day: rows strictly before the next midnight.
  const beforeMs = toMs === undefined ? undefined : toMs + DAY_MS;
  if (afterMs !== undefined && beforeMs !== undefined && afterMs >= beforeMs) {
    errors.push("From must not be after To.");
  }
  if (form.cursor !== "" && !CURSOR_RE.test(form.cursor)) {
    errors.push("The page link is damaged; start again from the first page.");
  }
  for (const k of Object.keys(filter) as (keyof RowFilter)[]) {
    if (filter[k] === undefined) delete filter[k];
  }
  return { errors, filter, afterMs, beforeMs, clientId: name(form.client, "Client") };
}

/** One page of the account's Activity for the app, plus what the filter form offers. */
export async function findActivity(
  services: Services,
  accountId: string,
  form: ActivityForm,
): Promise<ActivityResult> {
  const deps = services.deps;
  const [servers, clients, retentionDays] = await Promise.all([
    listServers(deps, accountId),
    listClients(deps.kv, accountId),
    retentionOf(deps, accountId),
  ]);
  const parsed = parseActivityForm(form);
  const { errors, clientId } = parsed;
  if (clientId !== undefined && await getClient(deps.kv, accountId, clientId) === null) {
    errors.push("There is no such client in this account.");
  }
  const options = {
    servers: servers.map((s) => ({ slug: s.slug, name: s.name })),
    clients: clients.map((c) => ({ id: c.id, label: c.label })),
  };
  if (errors.length > 0) return { form, errors, page: null, ...options };
  const page = await readActivityPage(services.activity, accountId, {
    limit: PAGE_ROWS,
    retentionDays,
    cursor: form.cursor === "" ? undefined : form.cursor,
    clientId,
    filter: Object.keys(parsed.filter).length > 0 ? parsed.filter : undefined,
    afterMs: parsed.afterMs,
    beforeMs: parsed.beforeMs,
  });
  return { form, errors, page, ...options };
}

/** One row of the account; another account's row (or none) is a not_found ServiceError. */
export async function activityRow(
  services: Services,
  accountId: string,
  id: string,
): Promise<ActivityRow> {
  const retention = await retentionOf(services.deps, accountId);
  const row = /^[0-9a-f-]{36}$/.test(id)
    ? await services.activity.get(accountId, id, retention)
    : null;
  if (row === null) throw notFound("Activity row");
  return row;
}

async function retentionOf(deps: Deps, accountId: string): Promise<number> {
  const account = await getAccount(deps.kv, accountId);
  if (account === null) throw notFound("Account");
  return planOf(account, deps.plans).auditRetentionDays;
}
