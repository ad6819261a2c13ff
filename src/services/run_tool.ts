/**
 * run_tool through the run gate, after burst protection: the call counts toward the month →
 * blocked → unknown tool / server not enabled → policy deny → approval pending → argument
 * validation → the upstream call. Every outcome is exactly one Activity row, committed in ONE
 * atomic operation with the month's usage increment and the webhook outbox entries.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../deps.ts";
import type { Services } from "./mod.ts";
import type { NewActivity, RowMutation } from "../storage/activity.ts";
import type { Caller, CallState } from "../gate/call_state.ts";
import { auditPayload } from "../gate/audit_row.ts";
import { redactError } from "../audit/redact.ts";
import { callUpstream } from "../gate/upstream_call.ts";
import * as say from "../gate/messages.ts";
import {
  checkInput,
  isOutcome,
  type Outcome,
  policyStep,
  refuse,
  resolveTool,
  targetOf,
} from "../gate/steps.ts";
import type { Admission } from "../gate/usage_meter.ts";
import { nextMonthStart } from "../domain/months.ts";
import { approvalPort } from "./approvals.ts";
import type { CallExtras } from "../upstream/pool.ts";
import type { ApprovalPort } from "../gate/approval_port.ts";
import { drainOf } from "./drain.ts";
import * as otel from "../telemetry/mod.ts";

export interface RunInput {
  name: unknown;
  arguments: unknown;
}

/** What a person must do before the same call can run (an MCP client may show a link). */
export type PendingAction =
  | { kind: "approval"; approvalId: string }
  | { kind: "reauth"; slug: string };

type Gated = Outcome & { pending?: PendingAction };

export interface RunResult {
  response: CallToolResult;
  pending: PendingAction | null;
}

export function runTool(
  deps: Deps,
  services: Services,
  caller: Caller,
  state: CallState,
  input: RunInput,
  extras: CallExtras = {},
): Promise<RunResult> {
  return drainOf(deps).track(() => runTracked(deps, services, caller, state, input, extras));
}

async function runTracked(
  deps: Deps,
  services: Services,
  caller: Caller,
  state: CallState,
  input: RunInput,
  extras: CallExtras = {},
): Promise<RunResult> {
  const started = performance.now();
  // The webhook endpoints (listed only if their version, read with the account, moved on) are
  // ready while the gate runs; they join the row's commit at the end.
  const hooks = services.webhooks.rowMutationsFor(
    caller.accountId,
    state.plan.auditRetentionDays,
    state.webhookVersion,
  );
  hooks.catch(() => {});
  const usage = services.gateway.usage;
  const admission = await otel.gateStep(
    "admit",
    () => usage.admit(state.plan, state.poolId, state.month),
  );
  try {
    const outcome: Gated = admission.blocked
      ? refuse(
        targetOf(input.name, state),
        "monthly_limit",
        say.monthlyLimit(
          state.plan,
          admission.calls,
          state.account.team,
          nextMonthStart(deps.now()),
        ),
      )
      : await untilCut(deps, gate(deps, services, caller, state, input, extras), input, state);
    const row: NewActivity = {
      clientId: caller.clientId,
      ...outcome.target,
      ok: outcome.ok,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
      error: redactError(outcome.error, { contactDetails: state.account.redactContactDetails }),
      ...auditPayload(input.arguments, outcome.stored, {
        contactDetails: state.account.redactContactDetails,
      }),
      ...(outcome.approvedBy === undefined ? {} : { approvedBy: outcome.approvedBy }),
    };
    await record(services, caller, row, await hooks, admission, state.plan.auditRetentionDays);
    const code = outcome.error?.code ?? null;
    otel.recordCall({ serverSlug: row.serverSlug, ok: row.ok, code, ms: row.durationMs });
    return { response: outcome.response, pending: outcome.pending ?? null };
  } finally {
    await admission.release().catch(() => {});
  }
}

/** The row, its usage increment and the webhook outbox entries: one atomic commit. */
async function record(
  services: Services,
  caller: Caller,
  row: NewActivity,
  hooks: RowMutation[],
  admission: Admission,
  retention: number,
) {
  const extra = [admission.mutation(), ...hooks];
  const append = () => services.activity.append(caller.accountId, row, retention, extra);
  const stored = await otel.inSpan("toolgate.kv commit", {}, append);
  admission.committed();
  services.webhooks.afterCommit(stored.id);
}

/** The gate's outcome, or at the drain deadline an honest cut-off outcome for the row. */
function untilCut(
  deps: Deps,
  running: Promise<Gated>,
  input: RunInput,
  state: CallState,
): Promise<Gated> {
  const cut = drainOf(deps).cutOff.then(() =>
    refuse(targetOf(input.name, state), "upstream_error", say.cutAtShutdown())
  );
  return Promise.race([running, cut]);
}

async function gate(
  deps: Deps,
  services: Services,
  caller: Caller,
  first: CallState,
  input: RunInput,
  extras: CallExtras,
): Promise<Gated> {
  const checked = checkInput(input.name, input.arguments);
  if ("details" in checked) {
    const target = targetOf(input.name, first);
    return refuse(target, "invalid_arguments", say.invalidRunInput(checked.details));
  }
  const { name, args } = checked;
  const resolved = await otel.gateStep(
    "resolve",
    () => resolveTool(deps, services.gateway, caller, first, name),
  );
  if (isOutcome(resolved)) return withReauth(resolved, first);
  const { state, target, entry, tool } = resolved;
  const port = capturingPort(approvalPort(deps));
  const policy = await otel.gateStep(
    "policy",
    () => policyStep(port, caller, state, target, args, deps.config.publicUrl),
  );
  if (isOutcome(policy)) {
    const id = port.pendingId();
    return id ? { ...policy, pending: { kind: "approval", approvalId: id } } : policy;
  }
  const { approvedBy } = policy;
  const validator = services.gateway.validator;
  const check = await otel.gateStep(
    "validate",
    () => Promise.resolve(validator.check(tool.tool.hash, tool.tool.inputSchema, args)),
  );
  if (check.ok === false) {
    const message = say.invalidArguments(name, check.message);
    return { ...refuse(target, "invalid_arguments", message), approvedBy };
  }
  const timeoutMs = deps.config.upstreamTimeoutMs;
  const up = await otel.upstreamCall(target.serverSlug, () =>
    callUpstream(
      services.gateway,
      caller.accountId,
      entry,
      tool.tool.name,
      args,
      timeoutMs,
      { ...extras, meta: otel.upstreamTraceMeta(extras.meta) },
    ));
  const pending = up.reauth ? { kind: "reauth" as const, slug: target.serverSlug } : undefined;
  return { target, ...up, approvedBy, ...(pending ? { pending } : {}) };
}

/** A pending server (no working credential yet) needs a person to (re-)authorize it. */
function withReauth(outcome: Outcome, state: CallState): Gated {
  const slug = outcome.target.serverSlug;
  const pendingServer = outcome.error?.code === "server_disabled" &&
    state.view.server(slug)?.resolved.status === "pending";
  return pendingServer ? { ...outcome, pending: { kind: "reauth", slug } } : outcome;
}

/** The approval port, remembering the id of a pending request it answered with. */
function capturingPort(port: ApprovalPort): ApprovalPort & { pendingId(): string | null } {
  let pending: string | null = null;
  return {
    async gate(accountId, call) {
      const answer = await port.gate(accountId, call);
      if (answer.kind === "pending") pending = answer.approval.id;
      return answer;
    },
    pendingId: () => pending,
  };
}
