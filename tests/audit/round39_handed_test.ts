// Issue 13, redaction round 39 (misses of rtr7, guided by it): secrets people hand each other
// after a label and any connector — lock codes, passwords, passphrases, seeds, TOTP seeds,
// one-time and recovery codes, session cookies, vouchers, Wi-Fi keys. Examples written here.
import { gone, kept } from "./_gone_kept.ts";
import { DIGITS, LETTERS, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const pw = () => `${rand(LETTERS, 4)}${rand(DIGITS, 2)}${rand(LETTERS, 4)}%`;
const code = () => `${1 + Number(rand("12345678", 1))}${rand(DIGITS, 6)}`;
const words = (n: number, sep: string) => Array.from({ length: n }, () => rand(LOWER, 5)).join(sep);

Deno.test("a lock code after any connector goes", () => {
  for (
    const line of [
      (c: string) => `- gate code changed to ${c}\n- plants twice a week`,
      (c: string) => `código do cofre mudou para ${c}#`,
      (c: string) => `| safe code | *${c}* |`,
      (c: string) => `label;value\nTürcode;${c}#;`,
      (c: string) => `[20:01] Ana: keypad code:\n${c}\n[20:02] Bo: ok`,
      (c: string) => `PIN - ${c}#`,
    ]
  ) {
    const c = code();
    gone(line(c), c);
  }
});

Deno.test("a date, a pointer or a count after a lock word is kept", () => {
  kept(`door code last changed: 12.03.2026`);
  kept(`safe code: (ask the manager)`);
  kept(`PIN length: 6`);
});

Deno.test("a password after its label and a connector or a cell edge goes", () => {
  for (
    const line of [
      (p: string) => `* pw changed to ${p}\n* spare keys next door`,
      (p: string) => `mdp est désormais ${p}`,
      (p: string) => `| ww | ${p} |`,
      (p: string) => `Bezeichnung;Wert\nPasswort;${p};`,
      (p: string) => `bank login是${p}`,
      (p: string) => `sticky note\npw\n${p}\n!!`,
    ]
  ) {
    const p = pw();
    gone(line(p), p);
  }
});

Deno.test("code and templates after a password word are kept", () => {
  kept(`password = getpass.getpass("Password: ")`);
  kept(`conn = connect(password="%(db_password)s")`);
  kept(`APP_ENV=production\nDB_PASSWORD=\nLOG_LEVEL=info`);
  kept(`password: { type: string, format: password, minLength: 12 }`);
  kept(`invoice no. (password reset): INV-${rand(DIGITS, 6)}`);
  // A comma or semicolon with a space after it is prose, not a CSV cell's edge.
  kept(`each format says which word is the password; base64 answers must decode`);
});

Deno.test("passphrases, seeds, TOTP seeds and one-time codes go after their labels", () => {
  const dashed = words(4, "-");
  gone(`- 口令短语 —— ${dashed}\n- ok`, dashed);
  const phrase = words(5, "-");
  gone(`- passphrase is now ${phrase}\n- ok`, phrase);
  const seed = words(12, " ");
  gone(`- recovery phrase devient ${seed}\n- ok`, seed);
  const b32 = rand(B32, 16);
  gone(`TOTP-Geheimnis lautet ${b32}\nok`, b32);
  const grouped = Array.from({ length: 4 }, () => rand("abcdefghijklmnopqrstuvwxyz234567", 4))
    .join(" ");
  gone(`segredo TOTP\n${grouped}\n→ Ana`, grouped);
  const otp = code();
  gone(`verification code\n${otp}\n!!`, otp);
});

Deno.test("recovery codes, session cookies, vouchers and Wi-Fi keys go after their labels", () => {
  const codes = Array.from({ length: 6 }, () => `${rand(DIGITS, 4)} ${rand(DIGITS, 4)}`)
    .join(", ");
  gone(`kode cadangan adalah ${codes}\n* ok`, codes);
  const cookie = `${rand(LOWER, 10)}${rand(DIGITS, 4)}${rand(LOWER, 12)}`;
  gone(`session cookie (PHPSESSID) is now ${cookie}\nok`, cookie);
  const voucher = `${rand("ABCDEFGH", 2)}${rand(DIGITS, 2)}-${rand("KLMNPQRS", 4)}-${
    rand(DIGITS, 4)
  }`;
  gone(`- store credit code - ${voucher}\n- ok`, voucher);
  const wifi = pw();
  gone(`chave WPA;${wifi};`, wifi);
});

Deno.test("the same labels before words that are no secret keep the text", () => {
  kept(`passphrase policy: four words or more`);
  kept(`session cookie (PHPSESSID) is now set on login`);
  kept(`verification code\nexpires in 10 minutes`);
  kept(`Wi-Fi key: in the shared vault`);
});
