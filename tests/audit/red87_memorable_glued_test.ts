// Issue 13, redaction round red87 (guided by v51 and v64's misses): a passphrase generator's word
// group with its number on the last word, and a word group with a number as the answer to a
// question asking for a password. Examples written here, not copied from a set; each positive is
// left by the base code.
import assert from "node:assert/strict";
import { memorable } from "../../src/audit/for_system_rules.ts";
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a word group with its number on the last word is memorable", () => {
  assert.ok(memorable("lantern-quarry-thistle42"));
  assert.ok(memorable("oak.meadow.kettle2026"));
  // A package or an architecture's name, two words, digits apart from a word of three letters.
  assert.ok(!memorable("ubuntu-jammy-amd64"));
  assert.ok(!memorable("release-notes2024"));
  assert.ok(!memorable("python-dateutil-2"));
});

Deno.test("such a value ending a one-line message is redacted", () => {
  const v = "willow-anchor-pebble37";
  gone(`The booking system na nova loja: ${v}`, v);
});

Deno.test("a word group with a number answering a password question is redacted", () => {
  const v = "maple-lantern-copper-64";
  gone(
    `[10:02] Jo Hart: what's the stock system admin password? the sync stopped again\n[10:05] Ben Ode: use ${v}`,
    v,
  );
  const glued = "harbour-thistle-quarry19";
  gone(`Ana: has anyone got the password for the supplier portal?\nLi:\n${glued}`, glued);
});

Deno.test("slugs and package names given in reply are kept", () => {
  kept("Jo: what's the admin password? the sync stopped\nBen: use release-notes-2024");
});
