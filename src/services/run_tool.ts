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
import { drainOf } from "./drain.ts";

export interface RunInput {
  name: unknown;
  arguments: unknown;
}

export function runTool(
  deps: Deps,
  services: Services,
  caller: Caller,
  state: CallState,
  input: RunInput,
): Promise<CallToolResult> {
  return drainOf(deps).track(() => runTracked(deps, services, caller, state, input));
}

async function runTracked(
  deps: Deps,
  services: Services,
  caller: Caller,
  state: CallState,
  input: RunInput,
): Promise<CallToolResult> {
  const started = performance.now();
  // The webhook endpoints (listed only if their version, read with the account, moved on) are
  // ready while the gate runs; they join the row's commit at the end.
  const hooks = services.webhooks.rowMutationsFor(
    caller.accountId,
    state.plan.auditRetentionDays,
    state.webhookVersion,
  );
  hooks.catch(() => {});
  const admission = await services.gateway.usage.admit(state.plan, state.poolId, state.month);
  try {
    const outcome = admission.blocked
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
      : await untilCut(deps, gate(deps, services, caller, state, input), input, state);
    const row: NewActivity = {
      clientId: caller.clientId,
      ...outcome.target,
      ok: outcome.ok,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
      error: outcome.error,
      ...auditPayload(input.arguments, outcome.stored),
      ...(outcome.approvedBy === undefined ? {} : { approvedBy: outcome.approvedBy }),
    };
    await record(services, caller, row, await hooks, admission, state.plan.auditRetentionDays);
    return outcome.response;
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
  const stored = await services.activity.append(caller.accountId, row, retention, extra);
  admission.committed();
  services.webhooks.afterCommit(stored.id);
}

/** The gate's outcome, or at the drain deadline an honest cut-off outcome for the row. */
function untilCut(
  deps: Deps,
  running: Promise<Outcome>,
  input: RunInput,
  state: CallState,
): Promise<Outcome> {
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
): Promise<Outcome> {
  const checked = checkInput(input.name, input.arguments);
  if ("details" in checked) {
    const target = targetOf(input.name, first);
    return refuse(target, "invalid_arguments", say.invalidRunInput(checked.details));
  }
  const { name, args } = checked;
  const resolved = await resolveTool(deps, services.gateway, caller, first, name);
  if (isOutcome(resolved)) return resolved;
  const { state, target, entry, tool } = resolved;
  const policy = await policyStep(approvalPort(deps), caller, state, target, args);
  if (isOutcome(policy)) return policy;
  const { approvedBy } = policy;
  const check = services.gateway.validator.check(tool.tool.hash, tool.tool.inputSchema, args);
  if (check.ok === false) {
    const message = say.invalidArguments(name, check.message);
    return { ...refuse(target, "invalid_arguments", message), approvedBy };
  }
  const timeoutMs = deps.config.upstreamTimeoutMs;
  const up = await callUpstream(
    services.gateway,
    caller.accountId,
    entry,
    tool.tool.name,
    args,
    timeoutMs,
  );
  return { target, ...up, approvedBy };
}
