// Issue 13, redaction round 33: two readers added to the foreign-link grammar — the value alone on
// a line named by the next line's caret ("V\n^ that's the … password"), and a value dictated in
// pieces over chat messages, then sent whole (or a first part, then the full value) — beside
// look-alikes that must come back byte-identical. Examples written for this test in wordings and
// languages the tuning sets do not use; the positives are missed by main before this round.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";
import { redactText } from "../../src/audit/redact.ts";

const LOWER = "abcdefghijkmnpqrstuvwxyz";
const pass = () => `${rand(LOWER, 5)}${rand("23456789", 3)}#${rand(LOWER, 2)}`;

Deno.test("the value on the line above a caret that names it: gone, in any language", () => {
  const p = pass();
  gone(`${p}\n^ das ist das WLAN-Passwort fürs Lager, bitte nicht weiterleiten`, p);
  const code = rand("23456789", 6);
  gone(`${code}\n^ kod dostępu do panelu (pan Marek), usuń po skopiowaniu`, code);
  const q = pass();
  gone(`  ${q}  \r\n^ mật khẩu Zalo của chị Lan, xoá tin nhắn sau khi copy`, q);
});

Deno.test("a caret look-alike: no noun, a phrase about the secret, no lone value above: kept", () => {
  kept("a1b2c3d4e5f6\n^ that's the build id for the nightly, not the release one");
  kept("9f86d081884c7d65\n^ that's the password hash the old server stored, ignore it");
  kept("please send it again later\n^ password reset link expired");
  kept("4096\n^ PIN count on the connector header (J3)");
  kept(`${pass()}\nthe password for the NAS is in the vault, not here`);
});

Deno.test("a value sent in pieces, then whole: the whole value and its pieces are gone", () => {
  const head = rand(LOWER, 5), tail = `${rand("23456789", 2)}!${rand(LOWER, 2)}`;
  const text = `[09:00] Ana: Te mando la contraseña del router:\n[09:01] Ana: ${head}\n` +
    `[09:01] Ana: ${tail}\n[09:02] Leo: ??\n[09:03] Ana: ${head}${tail}\n[09:04] Leo: gracias`;
  const out = redactText(text);
  assert.equal(out.includes(head + tail), false, out);
  assert.equal(out.includes(`Ana: ${head}\n`), false, out);
  const a = `${rand(LOWER, 4)}${rand("23456789", 2)}`,
    b = `${rand(LOWER, 3)}${rand("23456789", 3)}`;
  gone(
    `[Lukas] das neue WLAN-Passwort, erster Teil ${a}\n[Mia] dann Unterstrich und ${b}\n` +
      `[Lukas] also zusammen ${a}_${b}`,
    `${a}_${b}`,
  );
  const pin = rand("23456789", 6);
  gone(
    `Kai: PIN for the door panel, in two bits\nKai: ${pin.slice(0, 3)}\nKai: ${
      pin.slice(3)
    }\nKai: ${pin}`,
    pin,
  );
  const full = pass();
  gone(
    `Noor: what's the kiosk password\nSam: ${full.slice(0, 5)}\nSam: cut off, whole: ${full}`,
    full,
  );
});

Deno.test("pieces look-alikes: no noun, a sum, a repeat, a phrase about the secret: kept", () => {
  kept(
    "[16:09] Bo: the build number, in two bits:\n[16:10] Bo: 2026\n[16:11] Bo: 1104\n[16:12] Bo: 20261104",
  );
  kept(
    "[10:00] Eli: how many PIN pads do we need?\n[10:01] Ros: 12\n[10:02] Ann: 8\n[10:03] Eli: so 20 in all",
  );
  kept(
    "[10:00] Eli: password length rule is now:\n[10:01] Eli: 12\n[10:02] Eli: 16\n[10:03] Eli: 1216",
  );
  kept("Jo: the OTP expiry on the portal\nJo: v2.4\nJo: v2.4.1 fixed it");
});
