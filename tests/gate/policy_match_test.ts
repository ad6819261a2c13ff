import assert from "node:assert/strict";
import {
  globMatch,
  isValidPattern,
  type PolicyAction,
  type PolicyRule,
  PolicySet,
} from "../../src/domain/policy_match.ts";

function rules(...pairs: [string, PolicyAction][]): PolicySet {
  const at = "2026-11-21T12:00:00.000Z";
  return new PolicySet(
    pairs.map(([pattern, action]): PolicyRule => ({
      pattern,
      action,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

Deno.test("globMatch: * matches any run, including none and double underscores", () => {
  assert.ok(globMatch("github__*", "github__create_issue"));
  assert.ok(globMatch("*__delete_*", "github__delete_repo"));
  assert.ok(globMatch("*__delete_*", "fs__delete_"));
  assert.ok(globMatch("*", "anything__at_all"));
  assert.ok(globMatch("a*b*c", "abc"));
  assert.ok(!globMatch("github__*", "gitlab__create_issue"));
  assert.ok(!globMatch("*__delete_*", "github__undelete"));
  assert.ok(!globMatch("exact__name", "exact__name2"));
  assert.ok(globMatch("a.b__x", "a.b__x"), "dots are literal");
  assert.ok(!globMatch("a.b__x", "aXb__x"));
});

Deno.test("globMatch: hostile patterns stay linear-ish (no catastrophic backtracking)", () => {
  const pattern = "*a".repeat(60) + "*b";
  const name = "a".repeat(190);
  const started = performance.now();
  assert.equal(globMatch(pattern, name), false);
  // A regex `(.*a){60}.*b` on this input would not finish; the walk is O(pattern x name).
  assert.ok(performance.now() - started < 1000);
});

Deno.test("policies: no rule allows; exact beats glob; longer literals, then fewer wildcards win", () => {
  const set = rules(
    ["*", "approve"],
    ["github__*", "deny"],
    ["github__get_*", "allow"],
    ["github__get_secret", "deny"],
    ["*__delete_*", "deny"],
  );
  assert.equal(set.decide("github__get_issue").action, "allow");
  assert.equal(set.decide("github__get_secret").action, "deny");
  assert.equal(set.decide("github__create_issue").action, "deny");
  assert.equal(set.decide("linear__delete_team").action, "deny");
  assert.equal(set.decide("linear__list_teams").action, "approve");
  assert.equal(set.decide("linear__list_teams").rule?.pattern, "*");
  assert.equal(rules(["a*b*", "deny"], ["a*bc", "allow"]).decide("axbc").action, "allow");
  assert.equal(rules(["ab**", "deny"], ["ab*", "allow"]).decide("abz").action, "allow");
  assert.equal(rules().decide("x__y").action, "allow");
  assert.equal(rules().decide("x__y").rule, null);
});

Deno.test("policies: equal specificity resolves to the stricter action, whatever the order", () => {
  for (const order of [[0, 1], [1, 0]]) {
    const pairs: [string, PolicyAction][] = [["a*__x", "allow"], ["*a__x", "deny"]];
    const set = rules(...order.map((i) => pairs[i]));
    assert.equal(set.decide("aa__x").action, "deny");
  }
  assert.equal(rules(["s__*", "approve"], ["s_*", "allow"]).decide("s__t").action, "approve");
});

Deno.test("policies: pattern shape is validated", () => {
  for (const ok of ["github__*", "*__delete_*", "a-b.c__d/e:f", "*"]) {
    assert.ok(isValidPattern(ok), ok);
  }
  for (const bad of ["", "a b", 'a"b', "x".repeat(201), "a__b\n", "ü__x"]) {
    assert.ok(!isValidPattern(bad), JSON.stringify(bad));
  }
});
