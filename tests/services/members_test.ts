import assert from "node:assert/strict";
import { createTestDeps } from "../_helpers/deps.ts";
import { createUserWithAccount } from "../../src/storage/users.ts";
import { acceptAsNewUser, inviteMember, listMembers } from "../../src/services/members.ts";
import { ServiceError } from "../../src/errors.ts";

Deno.test("[members] two people racing for one invite: exactly one joins", async () => {
  const deps = await createTestDeps();
  try {
    const { user, account } = await createUserWithAccount(deps.kv, deps.now, {
      email: "owner@example.com",
      passwordHash: "x",
      accountName: "Acme",
    });
    const actor = { type: "user" as const, userId: user.id, email: user.email };
    const { link } = await inviteMember(deps, { accountId: account.id, note: "", actor });
    const token = new URL(link).searchParams.get("token")!;
    const results = await Promise.allSettled(
      ["a@example.com", "b@example.com", "c@example.com"].map((email) =>
        acceptAsNewUser(deps, { token, email, passwordHash: "x" })
      ),
    );
    assert.equal(results.filter((r) => r.status === "fulfilled").length, 1);
    for (const r of results) {
      if (r.status === "rejected") {
        assert.ok(r.reason instanceof ServiceError, String(r.reason));
        assert.ok([404, 409].includes(r.reason.status));
      }
    }
    assert.equal((await listMembers(deps.kv, account.id)).length, 2);
  } finally {
    deps.kv.close();
  }
});

Deno.test("[members] an invite note is bounded and pending invites are capped", async () => {
  const deps = await createTestDeps();
  try {
    const { user, account } = await createUserWithAccount(deps.kv, deps.now, {
      email: "cap@example.com",
      passwordHash: "x",
      accountName: "Cap",
    });
    const actor = { type: "user" as const, userId: user.id, email: user.email };
    const input = { accountId: account.id, note: "n".repeat(201), actor };
    await assert.rejects(inviteMember(deps, input), /limited to 200 characters/);
    for (let i = 0; i < 20; i++) await inviteMember(deps, { ...input, note: `p${i}` });
    await assert.rejects(
      inviteMember(deps, { ...input, note: "one more" }),
      /20 invites are pending/,
    );
  } finally {
    deps.kv.close();
  }
});
