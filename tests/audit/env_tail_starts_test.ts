// The credential-sentence rule tries ENV_TAIL only at its keyword hits (or, with too many, at the
// text index's candidates): over seeded texts, short and long, that must give exactly the matches
// of a plain global scan.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { eachTail, ENV_TAIL } from "../../src/audit/sentence_rules.ts";
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";

const PIECES = [
  "DD_API_KEY",
  "SENTRY_AUTH_TOKEN",
  "GH_PAT ",
  "DB_PASSWORD=",
  "X_PASS",
  "A_PWD.",
  "AWS_CREDS",
  "MY_CRED",
  "APP_SECRET",
  "_KEYS",
  "_key",
  "\\_TOKEN",
  "\\n_AUTH",
  "_Secret",
  " is ",
  "9f3c0a1b2c3d4e5f6a7b8c9d",
  ". ",
  "\n",
  "lorem ipsum dolor ",
];

const GATE = buildGate(TEXT_GATE_ENTRIES);
const RULE = TEXT_GATE_ENTRIES.find((e) => e.rule.id === "credential-sentence")!.rule;

Deno.test("env tails: at keyword hits or index candidates, the global scan's matches", () => {
  const rng = new Rng(43);
  const seen = { hits: 0, whole: 0 };
  for (let n = 0; n < 600; n++) {
    let text = "";
    const length = rng.chance(0.5) ? 300 : 3000;
    while (text.length < length) text += rng.pick(PIECES);
    const at = gateHits(GATE, text).get(RULE);
    if (at === undefined) continue; // no keyword: the rule is not run
    seen[at === null ? "whole" : "hits"]++;
    const found: string[] = [];
    eachTail(text, at, (t) => void found.push(`${t.index}:${t[0]}`));
    assert.deepEqual(found, globalMatches(ENV_TAIL, text), JSON.stringify([text, at]));
  }
  assert.ok(seen.hits > 100 && seen.whole > 100, JSON.stringify(seen));
});
