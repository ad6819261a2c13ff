/** The approval store on a real KV: binding, windows, atomic single use, listing. */
import assert from "node:assert/strict";
import { createTestDeps, manualClock } from "../_helpers/deps.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { decideApproval, gateApproval, listApprovals } from "../../src/services/approvals.ts";
import { APPROVAL_WINDOW_MS, PENDING_TTL_MS } from "../../src/gate/approval_port.ts";
import { callHash } from "../../src/gate/canonical.ts";

async function fixture() {
  const clock = manualClock();
  const deps = await createTestDeps({ now: clock.now });
  const account = await createAccount(deps.kv, deps.now, { name: "A" });
  const facts = async (args: unknown) => ({
    clientId: "cli_1",
    qualifiedName: "srv__tool",
    callHash: await callHash("srv__tool", args),
    storedArguments: args,
    redacted: [],
  });
  return { clock, deps, accountId: account.id, facts };
}

Deno.test("callHash: canonical over key order, different for other arguments or tools", async () => {
  assert.equal(
    await callHash("a__b", { x: 1, y: [1, { p: 2, q: 3 }] }),
    await callHash("a__b", { y: [1, { q: 3, p: 2 }], x: 1 }),
  );
  assert.notEqual(await callHash("a__b", { x: 1 }), await callHash("a__b", { x: 2 }));
  assert.notEqual(await callHash("a__b", { x: 1 }), await callHash("a__c", { x: 1 }));
  assert.equal(await callHash("a__b", undefined), await callHash("a__b", {}));
});

Deno.test("approvals: approved call runs once inside the window, even when raced", async () => {
  const { deps, accountId, facts } = await fixture();
  const call = await facts({ a: 1 });
  const first = await gateApproval(deps, accountId, call);
  assert.equal(first.kind, "pending");
  assert.equal((await gateApproval(deps, accountId, call)).approval.id, first.approval.id);
  await decideApproval(deps, accountId, first.approval.id, "approved", "Ada");
  const raced = await Promise.all(
    Array.from({ length: 20 }, () => gateApproval(deps, accountId, call)),
  );
  const runs = raced.filter((r) => r.kind === "run");
  assert.equal(runs.length, 1);
  assert.equal(runs[0].approval.decidedBy, "Ada");
  const pendingIds = new Set(raced.filter((r) => r.kind === "pending").map((r) => r.approval.id));
  assert.equal(pendingIds.size, 1, "the other callers share one new request");
  deps.kv.close();
});

Deno.test("approvals: an approval expires after its window; pending requests expire too", async () => {
  const { clock, deps, accountId, facts } = await fixture();
  const call = await facts({ b: 2 });
  const req = await gateApproval(deps, accountId, call);
  await decideApproval(deps, accountId, req.approval.id, "approved", "Ada");
  clock.advance(APPROVAL_WINDOW_MS + 1);
  const late = await gateApproval(deps, accountId, call);
  assert.equal(late.kind, "pending");
  assert.notEqual(late.approval.id, req.approval.id);
  clock.advance(PENDING_TTL_MS + 1);
  const statuses = (await listApprovals(deps, accountId)).map((a) => a.status);
  assert.deepEqual(statuses.sort(), ["expired", "expired"]);
  await assert.rejects(
    () => decideApproval(deps, accountId, late.approval.id, "approved", "x"),
    /expired/,
  );
  deps.kv.close();
});

Deno.test("approvals: a denial refuses the same call for the window, then a new request opens", async () => {
  const { clock, deps, accountId, facts } = await fixture();
  const call = await facts({ c: 3 });
  const req = await gateApproval(deps, accountId, call);
  await decideApproval(deps, accountId, req.approval.id, "denied", "Bob");
  const refused = await gateApproval(deps, accountId, call);
  assert.equal(refused.kind, "denied");
  assert.equal(refused.approval.decidedBy, "Bob");
  clock.advance(APPROVAL_WINDOW_MS + 1);
  assert.equal((await gateApproval(deps, accountId, call)).kind, "pending");
  await assert.rejects(
    () => decideApproval(deps, accountId, "apr_missing", "approved", "x"),
    /not found/,
  );
  deps.kv.close();
});
