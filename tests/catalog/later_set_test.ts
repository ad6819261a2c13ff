// The near-copy check the held-out shape tests use (_later_set.ts): same words in other case or
// punctuation, or nearly all words shared, count as a copy; a wider or another request does not.
import assert from "node:assert/strict";
import type { KindQuery } from "../../scripts/search_eval.ts";
import { nearCopy } from "./_later_set.ts";

const EXAMPLES = [
  [
    "List Jenkins jobs!",
    "list  jenkins jobs",
    "list all the jenkins jobs",
    "trigger a jenkins build",
  ],
  [
    "List Paddle products!",
    "list  paddle products",
    "list all the paddle products",
    "create a paddle product",
  ],
  [
    "List Telnyx numbers!",
    "list  telnyx numbers",
    "list all the telnyx phone numbers",
    "buy a telnyx number",
  ],
];

Deno.test("near-copy check: same words in other case or punctuation, or nearly all words shared", () => {
  for (const [query, copy, wider, other] of EXAMPLES) {
    const set: KindQuery[] = [{ kind: "easy", query, relevant: ["x"] }];
    assert.equal(nearCopy(copy, set), query);
    assert.equal(nearCopy(wider, set), undefined);
    assert.equal(nearCopy(other, set), undefined);
  }
});
