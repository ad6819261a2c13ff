/**
 * The facts every MCP tool call needs, read in one round trip: the account (plan, team) and the
 * stamp that says whether this process's cached catalogue view is still current. The stamp is
 * the catalogue epoch plus the account's enabled switches (which REST PATCH writes directly).
 * The webhook endpoints' version rides along, so run_tool lists endpoints only when they changed.
 */
import type { Deps } from "../deps.ts";
import type { GatewayRuntime } from "./runtime.ts";
import { keys } from "../storage/keys.ts";
import { type Account, planOf, usagePoolId } from "../storage/accounts.ts";
import type { Plan } from "../domain/plans.ts";
import type { AccountView } from "../catalog/account_view.ts";
import { utcMonth } from "../domain/months.ts";
import { refreshStale } from "../catalog/freshness.ts";
import type { EndpointsVersion } from "../webhooks/service.ts";

export interface Caller {
  accountId: string;
  clientId: string;
}

export interface CallState {
  account: Account;
  plan: Plan;
  poolId: string;
  month: string;
  view: AccountView;
  /** The webhook endpoints' version entry, read with the account (absent: not read). */
  webhookVersion?: EndpointsVersion;
}

export async function loadCallState(
  deps: Deps,
  runtime: GatewayRuntime,
  caller: Caller,
): Promise<CallState | null> {
  const { account, stamp, webhookVersion } = await readStamp(deps, runtime, caller.accountId);
  return await callStateOf(deps, runtime, caller, account, stamp, webhookVersion);
}

/** The state from an account and view stamp already read (null: the account is gone). */
export async function callStateOf(
  deps: Deps,
  runtime: GatewayRuntime,
  caller: Caller,
  account: Account | null,
  stamp: string,
  webhookVersion?: EndpointsVersion,
): Promise<CallState | null> {
  if (account === null) return null;
  const view = await runtime.views.get(caller.accountId, stamp);
  return {
    account,
    plan: planOf(account, deps.plans),
    poolId: usagePoolId(account),
    month: utcMonth(deps.now()),
    view,
    ...(webhookVersion === undefined ? {} : { webhookVersion }),
  };
}

/** The account, its view stamp and (when read) the webhook endpoints' version. */
export interface StampFacts {
  account: Account | null;
  stamp: string;
  webhookVersion?: EndpointsVersion;
}

/** The keys of the account and its view stamp, and how to read the stamp from their entries. */
export interface StampRead {
  keys: Deno.KvKey[];
  read(entries: Deno.KvEntryMaybe<unknown>[]): StampFacts;
}

/**
 * The account, the catalogue epoch and the enabled switches of the servers last seen, as one
 * getMany of at most `room` keys; null when they do not fit (many servers: a list is needed).
 * The webhook endpoints' version joins only if there is room left (else run_tool reads it).
 */
export function stampRead(
  deps: Deps,
  runtime: GatewayRuntime,
  accountId: string,
  room: number,
): StampRead | null {
  const known = runtime.views.peek(accountId)?.entries.map((e) => e.resolved.slug) ??
    deps.catalog.map((s) => s.slug);
  if (known.length + 2 > room) return null;
  const hooks = known.length + 3 <= room ? [keys.webhookEndpointsVersion(accountId)] : [];
  return {
    keys: [
      keys.account(accountId),
      keys.catalogEpoch(accountId),
      ...known.map((slug) => keys.serverOverride(accountId, slug)),
      ...hooks,
    ],
    read([account, epoch, ...rest]) {
      const switches = rest.slice(0, known.length);
      const parts = switches.map((e, i) => `${known[i]}=${e.versionstamp}`);
      const stamp = `${epoch.versionstamp}|${parts}`;
      const facts: StampFacts = { account: account.value as Account | null, stamp };
      if (hooks.length > 0) facts.webhookVersion = rest[known.length];
      return facts;
    },
  };
}

/**
 * The account and its view stamp. With few servers (the usual case) the enabled switches are read
 * in the same getMany as the account and the epoch: one KV round trip per call.
 */
async function readStamp(
  deps: Deps,
  runtime: GatewayRuntime,
  accountId: string,
): Promise<StampFacts> {
  const { kv } = deps;
  const one = stampRead(deps, runtime, accountId, 10);
  if (one) return one.read(await kv.getMany(one.keys));
  const head: [Deno.KvKey, Deno.KvKey, Deno.KvKey] = [
    keys.account(accountId),
    keys.catalogEpoch(accountId),
    keys.webhookEndpointsVersion(accountId),
  ];
  const parts: string[] = [];
  const [[account, epoch, webhookVersion]] = await Promise.all([
    kv.getMany<[Account, number, unknown]>(head),
    (async () => {
      for await (const e of kv.list({ prefix: keys.serverOverrides(accountId) })) {
        parts.push(`${String(e.key[2])}=${e.versionstamp}`);
      }
    })(),
  ]);
  return { account: account.value, stamp: `${epoch.versionstamp}|*${parts}`, webhookVersion };
}

/**
 * First use of never-warmed servers: waits for their warm-ups (only those) and reloads the
 * state; servers whose cache is stale are refreshed in the background, never waited for.
 */
export async function ensureWarm(
  deps: Deps,
  runtime: GatewayRuntime,
  caller: Caller,
  state: CallState,
  slug?: string,
): Promise<CallState> {
  refreshStale(deps, runtime, caller.accountId, state.view.enabled);
  const cold = state.view.cold(slug);
  if (cold.length === 0) return state;
  await Promise.all(cold.map((s) => runtime.warmups.request(caller.accountId, s)));
  return await loadCallState(deps, runtime, caller) ?? state;
}
