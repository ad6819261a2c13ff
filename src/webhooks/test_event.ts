/** The contract's `test` event: a real signed delivery sent on demand, outside the outbox. */
import type { Actor } from "../storage/account_events.ts";
import { withEvent } from "../storage/account_events.ts";
import type { EgressFetch } from "../egress/pinned_fetch.ts";
import type { Deliverer } from "./deliverer.ts";
import { requireEndpoint } from "./endpoints.ts";
import { type PostOutcome, postSigned } from "./post.ts";
import { type PublicEndpoint, publicEndpoint } from "./types.ts";

export type TestResult = PostOutcome & { eventId: string; endpoint: PublicEndpoint | null };

export interface TestEventDeps {
  kv: Deno.Kv;
  now: () => number;
  timeoutMs: number;
  webhooks: {
    egressFetch(): Promise<EgressFetch>;
    signingKey(sealed: string): Promise<CryptoKey>;
    deliverer: Deliverer;
  };
}

/**
 * Sends now (paused endpoints too: that is how a receiver is checked before switching it back
 * on). The attempt counts like any other and is logged; `actor` goes to the change log with it.
 */
export async function sendTestEvent(
  d: TestEventDeps,
  accountId: string,
  id: string,
  actor: Actor,
): Promise<TestResult> {
  const endpoint = await requireEndpoint(d.kv, accountId, id);
  const eventId = crypto.randomUUID();
  const body = new TextEncoder().encode(JSON.stringify({
    id: eventId,
    event: "test",
    createdAt: new Date(d.now()).toISOString(),
    data: { message: `Test event from Toolgate for endpoint ${endpoint.id}` },
  }));
  const outcome = await postSigned({
    fetch: await d.webhooks.egressFetch(),
    url: endpoint.url,
    key: await d.webhooks.signingKey(endpoint.sealedSecret),
    event: "test",
    body,
    timeoutMs: d.timeoutMs,
    now: d.now,
  });
  const who = { accountId, actor, action: "webhook.tested" as const, target: endpoint.url };
  const after = await d.webhooks.deliverer.recordAttempt(
    endpoint,
    outcome,
    (op) => withEvent(op, d.now(), who),
  );
  return { eventId, ...outcome, endpoint: after === null ? null : publicEndpoint(after) };
}
