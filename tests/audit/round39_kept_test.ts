// Issue 13, redaction round 39 (benign changes of rtr7, guided by it): values the text around
// them shows hand nothing over — marked dead right after them, calendar dates, and record
// numbers under a label whose aside only names a topic. Examples written for this test.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, LETTERS, rand } from "./fixtures/random.ts";
import { redactValue } from "../../src/audit/redact.ts";
import assert from "node:assert/strict";

const pw = () => `${rand(LETTERS, 3)}${rand(DIGITS, 3)}-${rand(LETTERS, 4)}!${rand(DIGITS, 2)}`;

Deno.test("a value marked dead right after it is kept, in several languages", () => {
  for (
    const mark of [
      "(revoked, do not use)",
      "(abgelaufen)",
      "(ancien, remplacé)",
      "（已作废，勿用）",
    ]
  ) {
    kept(`Notes for the kiosk\n- till password is now ${pw()} ${mark}\n- bins on Tuesday`);
  }
  kept(`label;value;note\nWi-Fi key;${pw()};(old - replaced in spring)\n`);
});

Deno.test("a dead mark that dates the failure or speaks of another value keeps the redaction", () => {
  const a = pw();
  gone(`Rotated. New booking password -> ${a} (old one revoked at 09:10 UTC).`, a);
  const key = `sk_live_${rand(ALNUM, 24)}`;
  gone(`401 Unauthorized for key ${key} (revoked 2026-02-01)`, key);
});

Deno.test("a live value beside a dead one: only the dead one stays", () => {
  const dead = pw();
  const live = pw();
  const out = String(
    redactValue(
      `old till password: ${dead} (expired)\nnew till password: ${live}`,
      "/arguments",
    ).value,
  );
  assert.ok(out.includes(dead));
  assert.ok(!out.includes(live));
});

Deno.test("a date after a secret's label is kept", () => {
  kept(`Shift notes\n- online banking password changed on:\n${rand(DIGITS, 1)}7.03.2026\n- ok`);
  kept(`  token changed: 2026-03-1${rand(DIGITS, 1)} 13:07\n`);
});

Deno.test("a record number under a label whose aside names a secret's world is kept", () => {
  kept(
    `* tracking number (gift card): ${rand(DIGITS, 12)}\n* invoice (password reset): F${
      rand(DIGITS, 8)
    }`,
  );
  kept(`Sendungsnummer (Gutschein);${rand(DIGITS, 14)};\nfirmware (safe): v2.${rand(DIGITS, 1)}.1`);
  kept(`| código de rastreio (vale-presente) | ${rand(DIGITS, 16)} |`);
});

Deno.test("a secret label with an aside still redacts its value", () => {
  const code = `${rand(DIGITS, 7)}#`;
  gone(`door code (back entrance): ${code}`, code.slice(0, 7));
  const a = pw();
  gone(`- Wi-Fi password (guest network): ${a}`, a);
});

Deno.test("a keyed value carrying its own dead mark is kept; a cleared cookie too", () => {
  const v = { old_password: `${pw()} (revoked)`, new_password: pw() };
  const out = redactValue(v, "").value as Record<string, string>;
  assert.equal(out.old_password, v.old_password);
  assert.notEqual(out.new_password, v.new_password);
  const jar = [{ domain: ".shop.test", name: "PHPSESSID", value: "deleted", httpOnly: true }];
  assert.deepEqual(redactValue(jar, "").value, jar);
});
