/** Shared by the egress fetch tests: a test CA, certificates, a counting resolver, a TLS server. */
import { createEgressFetch, type EgressFetch } from "../../src/egress/pinned_fetch.ts";
import type { PoolOptions } from "../../src/egress/pool.ts";
import type { EgressPolicy } from "../../src/egress/policy.ts";
import { makeTestCa, serveTls, type TlsServer } from "../_helpers/tls.ts";

// `receiver.test` exists in no DNS: a request that reaches the server proves the pinned address
// (from the injected resolver) was dialled, and that TLS verified that name.
export const ca = await makeTestCa();
export const receiverCert = await ca.issue(["receiver.test"]);
export const otherCert = await ca.issue(["other.test"]);
export const ipCert = await ca.issue(["127.0.0.1", "::1"]);

/** Answers the i-th call with answers[i] (the last one repeats) and records every call. */
export function countingResolver(...answers: string[][]) {
  const calls: string[] = [];
  const resolve = (host: string) => {
    calls.push(host);
    return Promise.resolve(answers[Math.min(calls.length, answers.length) - 1]);
  };
  return { calls, resolve };
}

export function devFetch(
  resolve: EgressPolicy["resolve"],
  caCerts = [ca.caPem],
  pool?: PoolOptions,
): EgressFetch {
  return createEgressFetch({ policy: { allowPrivate: true, resolve }, caCerts, pool });
}

export async function withServer(
  handler: Deno.ServeHandler,
  run: (server: TlsServer) => Promise<void>,
  cert = receiverCert,
): Promise<void> {
  const server = serveTls(handler, cert);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

export function isTimeout(err: unknown): boolean {
  return err instanceof DOMException && err.name === "TimeoutError";
}
