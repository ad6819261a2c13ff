// Issue 13, redaction round 34: a record written as two lines (`Field: <credential noun>` then
// `Value: V`), a six- or seven-digit code corrected by one digit after a first code was redacted,
// and a voice transcript saying the value twice after the noun and an ellipsis. Examples written
// for this test in wordings the tuning sets do not use.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";
import { redactText } from "../../src/audit/redact.ts";

const LOWER = "abcdefghijkmnpqrstuvwxyz";

Deno.test("a field line naming the credential, the value on the next line: gone", () => {
  const p = `${rand(LOWER, 6)}-${rand("23456789", 4)}`;
  gone(`Ticket HD-1\nItem: Passwort des Druckers\nValue: ${p}\nDanke!`, p);
  const c = rand("23456789", 6);
  gone(`Setting: 인증 코드\r\nValue: ${c}\r\n`, c);
  const q = `${rand(LOWER, 5)}!${rand("23456789", 3)}`;
  gone(`Field: hasło do panelu\nValue: "${q}"`, q);
});

Deno.test("field lines about the secret, other fields, a value with more words: kept", () => {
  kept(`Field: password policy\nValue: min12chars-upper\n`);
  kept(`Field: login\nValue: copper${rand("23456789", 3)}\n`);
  kept(`Field: PIN length\nValue: 6\n`);
  kept(`Field: recovery code\nValue: 48291 (sent by SMS, expired)\n`);
  kept(`Note: the password is in the vault\nValue: ${rand(LOWER, 6)}42\n`);
});

Deno.test("a six-digit code corrected by one digit: both gone; other numbers stay", () => {
  const first = "4" + rand("23456789", 5);
  const fixed = first.slice(0, 5) + (first[5] === "9" ? "8" : "9");
  const text = `Mira: kod weryfikacyjny: ${first}\nOla: ❌\nMira: pomyłka, dobry to: ${fixed}\n` +
    `Ola: ok, faktura 2026-11 na kwotę 130 000`;
  const out = redactText(text);
  assert.equal(out.includes(first), false, out);
  assert.equal(out.includes(fixed), false, out);
  assert.ok(out.includes("130 000") && out.includes("2026-11"), out);
});

Deno.test("a near number without a first redaction, or a digit added: kept", () => {
  kept(`Invoice 482913 was paid; invoice 482914 is still open.`);
  const first = "5" + rand("23456789", 5);
  const out = redactText(`OTP: ${first}\nthe batch id is ${first}1 by the way`);
  assert.equal(out.includes(`${first}1`), true, out);
  // Constants one digit apart in code, the first taken by an assignment rule: the second stays.
  const code = redactText(`const eosTokenN = 2070000;\nconst otherwiseN = 2070003;\n`);
  assert.ok(code.includes("otherwiseN = 2070003;"), code);
});

Deno.test("a voice transcript: noun, an ellipsis, the value said twice: both sayings gone", () => {
  const p = `${rand(LOWER, 5)}#${rand("23456789", 3)}X`;
  const out = redactText(
    `[voice 0:12] Hallo zusammen... das Passwort vom NAS... ${p}... ${p} ... danke!`,
  );
  assert.equal(out.includes(p), false, out);
  const pin = rand("23456789", 4);
  gone(`[nota de voz] el PIN de la alarma... ${pin}... ${pin} ... gracias`, pin);
});

Deno.test("a transcript's value said once, or a phrase about the secret: kept", () => {
  kept(`[voice 0:12] the password... ${rand(LOWER, 5)}42!... no wait, I'll send it later`);
  kept(`[voice 0:09] PIN length... 6... 6 digits, okay`);
  kept(`[voice 0:20] el PIN de la alarma... lo mando por SMS... lo mando por SMS`);
});
