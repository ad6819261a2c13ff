/**
 * Webhook endpoint management: the one set of use cases the app's Webhooks pages and the operator
 * CLI both call. The rules (egress policy, five per account, one per URL, the failure count, the
 * secret shown once) live in the webhook capability; this layer adds who acted and the views.
 */
import type { Actor } from "../storage/account_events.ts";
import { type DeliveryAttempt, recentAttempts } from "../webhooks/attempts.ts";
import { requireEndpoint } from "../webhooks/endpoints.ts";
import type { EndpointWithSecret, TestResult, WebhookService } from "../webhooks/service.ts";
import {
  FAILURES_BEFORE_SWITCH_OFF,
  MAX_ENDPOINTS_PER_ACCOUNT,
  type PublicEndpoint,
  publicEndpoint,
  TOOL_CALL_EVENTS,
} from "../webhooks/types.ts";

export { FAILURES_BEFORE_SWITCH_OFF, MAX_ENDPOINTS_PER_ACCOUNT, TOOL_CALL_EVENTS };
export type { DeliveryAttempt, EndpointWithSecret, PublicEndpoint, TestResult };

interface WebhookDeps {
  deps: { kv: Deno.Kv; now: () => number };
  webhooks: WebhookService;
}

interface Target {
  accountId: string;
  id: string;
  actor: Actor;
}

/** The account's endpoints, oldest first, with the ceiling for the form that explains it. */
export async function listWebhooks(s: WebhookDeps, accountId: string) {
  const endpoints = await s.webhooks.list(accountId);
  endpoints.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return { endpoints, max: MAX_ENDPOINTS_PER_ACCOUNT };
}

/** One endpoint; another account's endpoint is not found, exactly like a missing one. */
export async function getWebhook(s: WebhookDeps, accountId: string, id: string) {
  return publicEndpoint(await requireEndpoint(s.deps.kv, accountId, id));
}

/** `events`: comma-separated tool-call event names. The secret exists only in the result. */
export function createWebhook(
  s: WebhookDeps,
  input: { accountId: string; url: string; events: string; actor: Actor },
): Promise<EndpointWithSecret> {
  return s.webhooks.create(input.accountId, input.url, input.events, input.actor);
}

export function setWebhookEvents(s: WebhookDeps, t: Target & { events: string }) {
  return s.webhooks.subscribe(t.accountId, t.id, t.events, t.actor);
}

export function pauseWebhook(s: WebhookDeps, t: Target): Promise<PublicEndpoint> {
  return s.webhooks.pause(t.accountId, t.id, t.actor);
}

/** Also clears the consecutive failure count. */
export function enableWebhook(s: WebhookDeps, t: Target): Promise<PublicEndpoint> {
  return s.webhooks.enable(t.accountId, t.id, t.actor);
}

/** A real signed `test` event now; the outcome also lands in the attempt log. */
export function testWebhook(s: WebhookDeps, t: Target): Promise<TestResult> {
  return s.webhooks.sendTest(t.accountId, t.id, t.actor);
}

/** The old secret stops at once: every delivery signed after this uses the new one only. */
export function rotateWebhookSecret(s: WebhookDeps, t: Target): Promise<EndpointWithSecret> {
  return s.webhooks.rotate(t.accountId, t.id, t.actor);
}

export function deleteWebhook(s: WebhookDeps, t: Target): Promise<PublicEndpoint> {
  return s.webhooks.remove(t.accountId, t.id, t.actor);
}

/** The endpoint's last 50 delivery attempts of the past 7 days, newest first. */
export async function webhookAttempts(
  s: WebhookDeps,
  accountId: string,
  id: string,
): Promise<DeliveryAttempt[]> {
  await requireEndpoint(s.deps.kv, accountId, id);
  return await recentAttempts(s.deps.kv, accountId, id, s.deps.now());
}

/** How a test outcome reads in one line (the app's notice, the CLI's summary). */
export function describeTest(r: TestResult): string {
  const took = `${r.durationMs} ms`;
  if (r.ok) return `Test event delivered: the receiver answered ${r.status} in ${took}.`;
  return `Test event failed after ${took}: ${r.error ?? "no answer"}.`;
}
