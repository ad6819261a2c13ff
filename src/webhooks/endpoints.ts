/** Endpoint records: at most five per account, one per URL, each with its own sealed secret. */
import { keys } from "../storage/keys.ts";
import { commitOrBusy, listValues, retryAtomic } from "../storage/kv.ts";
import { sha256Hex } from "../lib/crypto.ts";
import { newId } from "../lib/ids.ts";
import type { SecretBox } from "../lib/secret_box.ts";
import { conflict, invalid, notFound } from "../errors.ts";
import {
  type AccountEventAction,
  type Actor,
  OPERATOR,
  withEvent,
} from "../storage/account_events.ts";
import { attemptKeys } from "./attempts.ts";
import { generateSecret } from "./signing.ts";
import {
  type EndpointTarget,
  MAX_ENDPOINTS_PER_ACCOUNT,
  TOOL_CALL_EVENTS,
  type ToolCallEvent,
  type WebhookEndpoint,
} from "./types.ts";

export interface EndpointStoreDeps {
  kv: Deno.Kv;
  now: () => number;
  secrets: SecretBox;
}

/** Who made a change and what it was: recorded in the account's change log in the same commit. */
export interface ChangeBy {
  actor: Actor;
  action: AccountEventAction;
  nowMs: number;
}

function logged(op: Deno.AtomicOperation, e: WebhookEndpoint, by?: ChangeBy) {
  if (by === undefined) return op;
  const { actor, action, nowMs } = by;
  return withEvent(op, nowMs, { accountId: e.accountId, actor, action, target: e.url });
}

/** Parses `a,b` into a non-empty, de-duplicated list of tool-call events. */
export function parseEvents(raw: string): ToolCallEvent[] {
  const names = raw.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (names.length === 0) throw invalid(`events must name ${TOOL_CALL_EVENTS.join(" and/or ")}`);
  const unknown = names.filter((n) => !(TOOL_CALL_EVENTS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw invalid(
      `Unknown event "${unknown[0]}"; subscribe to ${TOOL_CALL_EVENTS.join(" and/or ")}`,
    );
  }
  return TOOL_CALL_EVENTS.filter((e) => names.includes(e));
}

export async function createEndpoint(
  d: EndpointStoreDeps,
  accountId: string,
  url: URL,
  events: ToolCallEvent[],
  actor: Actor = OPERATOR,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = generateSecret();
  const endpoint: WebhookEndpoint = {
    id: newId("whe"),
    accountId,
    url: url.href,
    events,
    enabled: true,
    sealedSecret: await d.secrets.seal(secret),
    createdAt: new Date(d.now()).toISOString(),
    lastAttemptAt: null,
    lastStatus: null,
    lastError: null,
    consecutiveFailures: 0,
  };
  const urlKey = keys.webhookEndpointByUrl(accountId, await sha256Hex(url.href));
  for (let attempt = 0; attempt < 32; attempt++) {
    const [counter, byUrl] = await d.kv.getMany<[number, string]>([
      keys.webhookEndpointCount(accountId),
      urlKey,
    ]);
    if (byUrl.value !== null) {
      throw conflict(`An endpoint for ${url.href} already exists (${byUrl.value})`);
    }
    const count = counter.value ?? 0;
    if (count >= MAX_ENDPOINTS_PER_ACCOUNT) {
      throw conflict(
        `Account already has ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints; delete one first`,
      );
    }
    // The counter and the URL pointer are the CAS points: no sixth endpoint, no duplicate URL.
    const op = d.kv.atomic().check(counter).check(byUrl)
      .set(keys.webhookEndpointCount(accountId), count + 1)
      .set(urlKey, endpoint.id)
      .set(keys.webhookEndpoint(accountId, endpoint.id), endpoint);
    const by = { actor, action: "webhook.created" as const, nowMs: d.now() };
    const res = await commitOrBusy(
      markEndpointsChanged(logged(op, endpoint, by), accountId, endpoint.id),
    );
    if (res.ok) return { endpoint, secret };
  }
  throw new Error("Webhook endpoint creation kept conflicting; try again");
}

/**
 * Adds the version write to a commit that changes which endpoints get an event (created,
 * deleted, switched on or off, events changed): processes caching the set then re-read it.
 */
export function markEndpointsChanged(
  op: Deno.AtomicOperation,
  accountId: string,
  endpointId: string,
): Deno.AtomicOperation {
  return op.set(keys.webhookEndpointsVersion(accountId), endpointId);
}

export function listEndpoints(kv: Deno.Kv, accountId: string): Promise<WebhookEndpoint[]> {
  return listValues<WebhookEndpoint>(kv, { prefix: keys.webhookEndpoints(accountId) });
}

/** The enabled endpoints, reduced to what an outbox entry needs. */
export async function listTargets(kv: Deno.Kv, accountId: string): Promise<EndpointTarget[]> {
  const all = await listEndpoints(kv, accountId);
  return all.filter((e) => e.enabled).map((e) => ({
    id: e.id,
    accountId: e.accountId,
    enabled: e.enabled,
    events: e.events,
  }));
}

export async function requireEndpoint(
  kv: Deno.Kv,
  accountId: string,
  id: string,
): Promise<WebhookEndpoint> {
  const entry = await kv.get<WebhookEndpoint>(keys.webhookEndpoint(accountId, id));
  if (!entry.value) throw notFound(`Webhook endpoint "${id}"`);
  return entry.value;
}

/** Read-modify-write of one endpoint under a versionstamp check; marks the set changed. */
export function updateEndpoint(
  kv: Deno.Kv,
  accountId: string,
  id: string,
  change: (e: WebhookEndpoint) => WebhookEndpoint,
  by?: ChangeBy,
): Promise<WebhookEndpoint> {
  const key = keys.webhookEndpoint(accountId, id);
  return retryAtomic(async () => {
    const entry = await kv.get<WebhookEndpoint>(key);
    if (!entry.value) throw notFound(`Webhook endpoint "${id}"`);
    const next = change(entry.value);
    const op = markEndpointsChanged(
      logged(kv.atomic().check(entry).set(key, next), next, by),
      accountId,
      id,
    );
    return { op, result: next };
  });
}

/** Replaces the secret; deliveries signed after this commit use only the new one. */
export async function rotateSecret(
  d: EndpointStoreDeps,
  accountId: string,
  id: string,
  actor: Actor = OPERATOR,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = generateSecret();
  const sealedSecret = await d.secrets.seal(secret);
  const by = { actor, action: "webhook.secret_rotated" as const, nowMs: d.now() };
  const endpoint = await updateEndpoint(d.kv, accountId, id, (e) => ({ ...e, sealedSecret }), by);
  return { endpoint, secret };
}

/** Deletes the endpoint with its attempt log, its URL pointer and its place in the count. */
export async function deleteEndpoint(
  d: Omit<EndpointStoreDeps, "secrets">,
  accountId: string,
  id: string,
  actor: Actor = OPERATOR,
): Promise<WebhookEndpoint> {
  const kv = d.kv;
  const key = keys.webhookEndpoint(accountId, id);
  return await retryAtomic(async () => {
    const [entry, counter] = await kv.getMany<[WebhookEndpoint, number]>([
      key,
      keys.webhookEndpointCount(accountId),
    ]);
    if (!entry.value) throw notFound(`Webhook endpoint "${id}"`);
    const urlKey = keys.webhookEndpointByUrl(accountId, await sha256Hex(entry.value.url));
    const op = kv.atomic().check(entry).check(counter)
      .set(keys.webhookEndpointCount(accountId), Math.max(0, (counter.value ?? 1) - 1))
      .delete(urlKey)
      .delete(key);
    for (const k of await attemptKeys(kv, accountId, id)) op.delete(k);
    const by = { actor, action: "webhook.deleted" as const, nowMs: d.now() };
    return {
      op: markEndpointsChanged(logged(op, entry.value, by), accountId, id),
      result: entry.value,
    };
  });
}
