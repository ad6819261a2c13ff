// Issue 13, redaction round 32: a value a rule judged a secret is redacted at its other
// occurrences in the same string, and a near-copy a correction produces (one character changed,
// added or dropped) too; in one stored row, a sensitive key's value is redacted where another
// string repeats it. Benign look-alikes come back byte-identical. Examples written for this test,
// not from any fixture.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { withSameValues } from "../../src/audit/same_value.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, rand } from "./fixtures/random.ts";

/** `v` with its character at `i` replaced by another of `alphabet`. */
function typo(v: string, i: number, alphabet = ALNUM): string {
  const c = alphabet[(alphabet.indexOf(v[i]) + 7) % alphabet.length];
  return v.slice(0, i) + c + v.slice(i + 1);
}

Deno.test("a correction's near-copy of a redacted value is gone, in any language", () => {
  const v = rand(ALNUM, 16);
  const first = typo(v, 13);
  gone(`mesh relay password: ${first}\nsorry, typo, it's ${v}`, v);
  gone(`Passwort für das Relais: ${first}\nTippfehler, richtig ist ${v}.`, v);
  gone(`中継機のpassword: ${first}\n間違えました、正しくは「${v}」です`, v);
  const pin = rand("123456789", 8);
  gone(`access code: ${typo(pin, 6, DIGITS)}\noops: ${pin}`, pin);
  // A character added at the end, and one dropped.
  gone(`device password: ${v}\nforgot the last one: ${v}9`, `${v}9`);
  gone(`device password: ${v}\nwithout the last char: ${v.slice(0, -1)} works`, v.slice(0, -1));
});

Deno.test("an exact repeat of a redacted value is gone wherever it stands", () => {
  const v = `${rand(ALNUM, 10)}7${rand(DIGITS, 3)}`;
  const out = redactText(`wifi password: ${v}\nalso the guest box still shows ${v} on its label`);
  assert.ok(!out.includes(v), out);
  assert.equal(out.match(/\[REDACTED:same-value\]/g)?.length, 1, out);
});

Deno.test("in one stored row, a sensitive key's value is redacted where another string repeats it", () => {
  const v = `${rand(ALNUM, 12)}42`;
  const row = { db: { password: v }, notes: [`login with ${v} please`], cmd: `psql -W ${v}` };
  const { value, redacted } = redactValue(row, "/arguments");
  const text = JSON.stringify(value);
  assert.ok(!text.includes(v), text);
  assert.deepEqual(
    redacted.filter((r) => r.rule === "same-value").map((r) => r.path),
    ["/arguments/notes/0", "/arguments/cmd"],
  );
  // Across fields only exact repeats: a near-copy in another field may be another value.
  const other = typo(v, 5);
  const kept2 = redactValue({ password: v, note: `previous was ${other}` }, "").value;
  assert.equal((kept2 as { note: string }).note, `previous was ${other}`);
});

/** The same-value spans a redaction of `value` (its first occurrence) adds in `text`. */
function addedFor(text: string, value: string) {
  const start = text.indexOf(value);
  const spans = [{ start, end: start + value.length, rule: "probe", category: "secret" as const }];
  return withSameValues(text, spans).filter((s) => s.rule === "same-value");
}

Deno.test("names, words and short values a rule took are not propagated", () => {
  // A name with one digit, a dotted member path, a camel-case identifier, a word: a rule that
  // took one in code (a base false positive) is not multiplied across the text.
  assert.deepEqual(addedFor("new Uint8Array(bits); return new Uint8Array(out);", "Uint8Array"), []);
  const path = "exports.valueFns.fixed64";
  assert.deepEqual(
    addedFor(`x = ${path}(v); y = ${path}(w); z = exports.valueFns.fixed32`, path),
    [],
  );
  assert.deepEqual(
    addedFor("let highlightFormatting = a; highlightFormatting = b;", "highlightFormatting"),
    [],
  );
  assert.deepEqual(addedFor("secret: swordfish, again swordfish", "swordfish"), []);
  // Too short to be the same secret elsewhere: a 4-digit PIN.
  assert.deepEqual(addedFor("door PIN is 4417, room 4417 upstairs", "4417"), []);
  // Inside a longer run of letters and digits it is another token.
  const v = `${rand(ALNUM, 10)}42`;
  assert.deepEqual(addedFor(`pw ${v} and x${v}y`, v), []);
  // The same probe finds a real repeat and a near-copy, so the empty answers above can fail.
  assert.equal(addedFor(`pw ${v} then ${v} then ${typo(v, 3)}`, v).length, 2);
});

Deno.test("texts with no redaction stay byte-identical, near-copies and all", () => {
  kept("build 4f2a9c1e8b7d6a50 then 4f2a9c1e8b7d6a51 deployed");
  kept("order 55012345 shipped, order 55012346 pending");
});
