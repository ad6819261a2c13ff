// Cost round 28: per-value judgements (placeholders, slot values, the clause reader's value test
// and token ends) are kept for one scan (value_memo.ts). A kept answer must be the answer the
// judgement gives afresh, the table must empty when the outermost scan ends, and the rules must
// find exactly the spans they find with no table at all.
import assert from "node:assert/strict";
import { perScan, withinScan } from "../../src/audit/value_memo.ts";
import { isTemplateOrMask, looksFake } from "../../src/audit/placeholders.ts";
import { slotValue } from "../../src/audit/credential_slot_rules.ts";
import { reachValue } from "../../src/audit/clause_reach_value.ts";
import { findSecretSpans, TEXT_RULES } from "../../src/audit/text_scan.ts";
import { redactValue } from "../../src/audit/redact.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";

Deno.test("perScan: judged afresh outside a scan, once per value inside one, emptied after", () => {
  const seen: string[] = [];
  const judge = perScan((v: string) => (seen.push(v), v.length > 3));
  assert.equal(judge("abcd"), true);
  assert.equal(judge("abcd"), true);
  assert.deepEqual(seen, ["abcd", "abcd"]);
  seen.length = 0;
  withinScan(() => {
    assert.equal(judge("abcd"), true);
    assert.equal(judge("ab"), false); // a false answer is kept too
    withinScan(() => assert.equal(judge("abcd"), true)); // a nested scan joins the outer one
    assert.equal(judge("ab"), false);
  });
  assert.deepEqual(seen, ["abcd", "ab"]);
  withinScan(() => judge("abcd")); // a new scan starts empty
  assert.deepEqual(seen, ["abcd", "ab", "abcd"]);
});

Deno.test("perScan: a scan that throws still ends (its table emptied, judgements afresh)", () => {
  let calls = 0;
  const judge = perScan((v: string) => (calls++, v === "x"));
  assert.throws(() =>
    withinScan(() => {
      judge("x");
      throw new Error("boom");
    })
  );
  judge("x");
  judge("x");
  assert.equal(calls, 3);
});

const VALUES = [
  "${API_TOKEN}",
  "********",
  "sk_live_YOUR_KEY_HERE",
  "AKIAIOSFODNN7EXAMPLE",
  "8f14e45f-ceea-467f-a0e6-3b5b8c6a2f10",
  "Tr0ub4dor&3xQ9",
  "ValueError",
  "MAT-2026-54301",
  "kW#pR!xTe#Qz",
  "d288b-c091c",
  "hunter2hunter2",
  "x7Gq2LmZp9RtVw4K",
];

Deno.test("the memoised judgements answer inside a scan as they do outside one", () => {
  const fresh = VALUES.map((v) => [
    isTemplateOrMask(v),
    looksFake(v),
    slotValue(v),
    ...[true, false].flatMap((linked) => [0, 1, 4].map((w) => reachValue(v, linked, w))),
  ]);
  // Twice in one scan: the second round is answered from the table.
  withinScan(() => {
    for (let round = 0; round < 2; round++) {
      VALUES.forEach((v, i) =>
        assert.deepEqual(
          [
            isTemplateOrMask(v),
            looksFake(v),
            slotValue(v),
            ...[true, false].flatMap((linked) => [0, 1, 4].map((w) => reachValue(v, linked, w))),
          ],
          fresh[i],
          v,
        )
      );
    }
  });
  // The value test still depends on the link and the distance: a UUID only when linked.
  const uuid = VALUES[4];
  assert.deepEqual([reachValue(uuid, true, 3), reachValue(uuid, false, 3)], [true, false]);
  assert.equal(withinScan(() => reachValue(uuid, false, 3)), false);
});

const TEXT = [...REALISTIC_BENIGN, ...realisticSecrets().map((c) => c.text)].join("\n\n");

Deno.test("each rule finds the same spans with the scan's table as without it", () => {
  let found = 0;
  for (const rule of TEXT_RULES) {
    const bare = rule.find(TEXT, null);
    found += bare.length;
    assert.deepEqual(withinScan(() => rule.find(TEXT, null)), bare, rule.id);
  }
  assert.ok(found > 20, `the realistic secrets wake the rules (${found} spans)`);
});

Deno.test("a text whose secrets repeat is redacted at every repeat, scan after scan", () => {
  const text = TEXT + "\n\n" + TEXT;
  const first = findSecretSpans(text);
  assert.ok(first.length > 10, `${first.length} spans`);
  assert.deepEqual(findSecretSpans(text), first);
  const rows = realisticSecrets().slice(0, 20).map((c, i) => ({ id: i, note: c.text }));
  const once = redactValue({ rows }, "/result");
  const twice = redactValue({ rows: [...rows, ...rows] }, "/result");
  assert.equal(twice.redacted.length, once.redacted.length * 2);
});
