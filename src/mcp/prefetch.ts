/**
 * Latency: a tool call's first reads (account and view stamp, the burst window) need the account
 * and client, which token verification produces. For a token already verified once, this process
 * remembers who it belongs to: the burst hit starts while the token is verified again, and the
 * account and stamp are read in the same KV round trip as the token; they are used only if
 * verification succeeds for the same account and client. Tokens themselves are not
 * kept: hints are keyed by a 53-bit FNV-1a hash (a collision only wastes the speculative reads).
 */
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import type { WindowResult } from "../storage/rate_limit.ts";
import {
  type Caller,
  type CallState,
  callStateOf,
  loadCallState,
  stampRead,
} from "../gate/call_state.ts";
import { TOOL_NAMES } from "./tool_text.ts";
import type { Hint } from "../gate/token_hints.ts";

export interface Prefetch {
  caller: Caller;
  state: Promise<CallState | null>;
  /** The burst hit of the request's single tool call, taken with the limit last seen. */
  burst: { limit: number; result: Promise<WindowResult> } | null;
}

/** True when the parsed body is exactly one tools/call of a gateway tool (it uses the window). */
export function isSingleToolCall(body: unknown): boolean {
  if (!body || typeof body !== "object" || Array.isArray(body)) return false;
  const msg = body as { method?: unknown; params?: { name?: unknown } };
  return msg.method === "tools/call" &&
    (TOOL_NAMES as readonly unknown[]).includes(msg.params?.name);
}

/** Speculative work started for a hinted token, completed once the token's reads are back. */
export interface PendingPrefetch {
  /** Keys to read in the token's round trip (empty when they need a read of their own). */
  along: Deno.KvKey[];
  /** The prefetch, given the entries read along the token (ignored when `along` is empty). */
  finish(entries: Deno.KvEntryMaybe<unknown>[]): Prefetch;
}

/** Room left in one getMany (ten keys) beside the token and its client. */
const ALONG_ROOM = 8;

export function startPrefetch(
  deps: Deps,
  services: Services,
  hint: Hint,
  toolCall: boolean,
): PendingPrefetch {
  const caller = { accountId: hint.accountId, clientId: hint.clientId };
  let burst: Prefetch["burst"] = null;
  if (toolCall && hint.burstLimit !== null) {
    const result = services.limiter.hit("burst", caller.clientId, hint.burstLimit);
    result.catch(() => {});
    burst = { limit: hint.burstLimit, result };
  }
  const plan = stampRead(deps, services.gateway, caller.accountId, ALONG_ROOM);
  // Without room, the state is read on its own, beside the token verification.
  const own = plan ? null : loadCallState(deps, services.gateway, caller);
  own?.catch(() => {});
  return {
    along: plan?.keys ?? [],
    finish(entries) {
      let state = own;
      if (state === null) {
        const { account, stamp, webhookVersion } = plan!.read(entries);
        state = callStateOf(deps, services.gateway, caller, account, stamp, webhookVersion);
        state.catch(() => {});
      }
      return { caller, state, burst };
    },
  };
}
