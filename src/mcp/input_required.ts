/**
 * Input-required results (protocol revision 2026-07-28): when a call waits on a person (an
 * approval, or re-authorizing a server), a modern client that declared URL elicitation gets a
 * link to open instead of error text. The retried call echoes `requestState`, sealed with the
 * service's encryption key (AES-GCM: integrity and privacy, valid on every instance) and bound
 * to the client connection and tool name; the gate then runs the call once.
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  inputRequired,
  type InputRequiredResult,
  type ServerContext,
} from "@modelcontextprotocol/server";
import type { SecretBox } from "../lib/secret_box.ts";
import type { PendingAction } from "../services/run_tool.ts";
import { approvalUrl, serverUrl } from "../gate/messages.ts";

/** The key of our one input request in `inputRequests` / `inputResponses`. */
export const INPUT_KEY = "toolgate_action";
const STATE_TTL_MS = 10 * 60_000;

export interface PendingState {
  /** Client connection the state was minted for. */
  c: string;
  /** Qualified tool name of the call. */
  n: string;
  p: PendingAction;
  exp: number;
}

export class RequestStates {
  constructor(private readonly secrets: SecretBox, private readonly now: () => number) {}

  mint(clientId: string, name: string, pending: PendingAction): Promise<string> {
    const state: PendingState = {
      c: clientId,
      n: name,
      p: pending,
      exp: this.now() + STATE_TTL_MS,
    };
    return this.secrets.seal(JSON.stringify(state));
  }

  /** The SDK's verify hook: throwing answers -32602 "Invalid or expired requestState". */
  verify = async (sealed: string, ctx: ServerContext): Promise<PendingState> => {
    const state = JSON.parse(await this.secrets.open(sealed)) as PendingState;
    if (state.exp < this.now()) throw new Error("expired");
    if (state.c !== ctx.http?.authInfo?.clientId) throw new Error("bind");
    return state;
  };
}

/** True when the request's envelope declares URL-mode elicitation (2026-07-28 clients). */
export function acceptsUrlInput(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const caps = envelope?.[CLIENT_CAPABILITIES_META_KEY] as
    | { elicitation?: { url?: unknown } }
    | undefined;
  return caps?.elicitation?.url !== undefined;
}

/** What the person answered to our link on the retried call, if it carried an answer. */
export function answerOf(ctx: ServerContext): "accept" | "decline" | "cancel" | null {
  const answer = ctx.mcpReq.inputResponses?.[INPUT_KEY] as { action?: unknown } | undefined;
  const action = answer?.action;
  return action === "accept" || action === "decline" || action === "cancel" ? action : null;
}

export async function linkResult(
  states: RequestStates,
  publicUrl: string,
  clientId: string,
  name: string,
  pending: PendingAction,
): Promise<InputRequiredResult> {
  const request = pending.kind === "approval"
    ? inputRequired.elicitUrl({
      url: approvalUrl(publicUrl, pending.approvalId),
      message: `Running ${name} needs a human approval of this exact call. Open the link to ` +
        "review and approve it; the call runs once approved.",
    })
    : inputRequired.elicitUrl({
      url: serverUrl(publicUrl, pending.slug),
      message: `Server "${pending.slug}" needs to be authorized again before ${name} can run. ` +
        "Open the link to sign in to it; the call runs afterwards.",
    });
  const requestState = await states.mint(clientId, name, pending);
  return inputRequired({ inputRequests: { [INPUT_KEY]: request }, requestState });
}
