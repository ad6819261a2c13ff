// Issue 13, redaction round 7: the families behind v10's misses and false alarms (values spelled
// out one character at a time, codes read out in groups, passwords opening with a mark or in
// brackets, Hebrew words with their prefixes, keys asked for by their vendor in a chat, foreign
// placeholders, password hashes, a JWK's public members, foreign reference labels before
// Luhn-valid numbers), each next to benign look-alikes. Examples written for this test, not from
// any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, cardNumber, HEX, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghjkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const strong = () => `${rand(UPPER, 3)}${rand(LOWER, 4)}${rand("0123456789", 3)}!${rand(LOWER, 2)}`;
const spaced = (v: string, sep: string) => [...v].join(sep);

Deno.test("a value spelled out one character at a time, after its word", () => {
  const p = strong();
  gone(`Agent: and the password? Caller: sure, ${spaced(p, " ")}. Thanks.`, spaced(p, " "));
  gone(`Lukas: das Passwort buchstabiere ich: ${spaced(p, "-")}`, spaced(p, "-"));
  gone(`[voz] el código de acceso es ${spaced(p, " ")}, llámame`, spaced(p, " "));
  gone(`Оператор: продиктуйте пароль.\nКлиент: ${spaced(p, " ")}`, spaced(p, " "));
  const card = cardNumber("5412", 16);
  gone(`Caller: the card number is ${spaced(card, " ")}, expiry nine twenty-eight.`, card);
  gone(`Kunde: meine Karte ist ${spaced(card, "-")}`, spaced(card, "-"));
  gone(`ग्राहक ने कार्ड नंबर ${spaced(card, " ")} बताया`, spaced(card, " "));
  // Speech-to-text writes 0 as O and 1 as l: the number still passes its check once read back.
  const noisy = spaced(card, " ").replace("0", "O").replace("1", "l");
  if (noisy !== spaced(card, " ")) gone(`the card number is ${noisy}, thanks`, noisy);
});

Deno.test("spelled look-alikes stay: no word, no classes, a matrix, a bad checksum", () => {
  kept(`Say it slowly: S-T-R-A-W-B-E-R-R-Y, then the next word.`);
  kept(`The password is spelled p-a-s-s-w-o-r-d-s in the guide, all lower case.`);
  kept(`identity matrix row: 1 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0`);
  kept(`card sort order: 3 1 4 1 5 9 2 6 5 3 5 8 9 7 9 3`);
  kept(`Heading in spaced capitals: W E L C O M E T O T H E S H O W`);
  kept(`- [ ] a b c d e f g h i j k (alphabet drill), password lesson 3`);
  const card = cardNumber("5412", 16);
  const bad = card.slice(0, -1) + String((Number(card.at(-1)) + 5) % 10);
  kept(`the card number is ${spaced(bad, " ")}, thanks`);
  kept(`numbers: ${spaced(card, " ")}`);
});

Deno.test("codes read out in groups after a code word", () => {
  const g5 = () => rand(UPPER + "23456789", 4) + rand("23456789", 1);
  const key = [g5(), g5(), g5(), g5()].join("-");
  gone(`User: the license key is ${key}, from the box.`, key);
  const l = () => rand("abcdefghjkmnpqrstuvwxyz23456789", 4) + rand("23456789", 1);
  const codes = `${l()}-${l()} ${l()}-${l()} ${l()}-${l()}`;
  gone(`2단계 인증 복구 코드: ${codes}`, codes);
  gone(`Backup codes for the shared account: ${codes}`, codes);
  const perLine = `${l()}-${l()}\n${l()}-${l()}\n${l()}-${l()}`;
  gone(`GitHub recovery codes:\n${perLine}\n`, perLine);
  const h = () => rand("abcdef", 1) + rand(HEX, 2) + rand("0123456789", 1);
  const session = [h(), h(), h(), h()].join(" ");
  gone(`Agent: read me the session code.\nUser: It says ${session}.`, session);
});

Deno.test("grouped look-alikes stay: fingerprints, references, lists of one shape", () => {
  kept(`my key fingerprint is 09F9 6DD7 11F4 2A76 0EFF 92C6 ABC0 4DD8 E26C A445`);
  kept(`Order number: A7K2-9QX3-M4P8 was shipped (code in the e-mail)`);
  kept(`country code lengths: AD24 AE23 AL28 AT20 AZ28 BA20`);
  kept(`key words: read0 read1 hopen hclose hdel`);
  kept(`the code is in file1 file2 file3 of the archive`);
  kept(`License key: XXXXX-XXXXX-XXXXX-XXXXX (enter yours)`);
  kept(`Recovery code format: ab12c-de34f, shown once in the app`);
});

Deno.test("a password opening with a mark, in brackets, or after a Hebrew prefix", () => {
  const p = `#${rand(UPPER, 3)}${rand(LOWER, 3)}!${rand(UPPER, 2)}${rand(LOWER, 3)}`;
  gone(`Клиент: Пароль ${p}, как в прошлый раз.`, p);
  gone(`user is kev_admin pw ${p}`, p);
  gone(`Khách hàng cung cấp mật khẩu ${p} nhưng không được.`, p);
  const q = strong().replace("!", "*");
  gone(`the database superuser password (${q}) was stored in plain text`, q);
  gone(`관리자 계정 비밀번호(${q})로 로그인이 안 됩니다`, q);
  gone(`המשתמש מסר שהסיסמה שלו היא ${q} ושהחשבון ננעל`, q);
  kept(`set password $HOME/.netrc for the mirror`);
  kept(`pw $passwordVar is read from the vault`);
  kept(`password ($PASSWORD_VAR) is set in CI`);
  kept(`the password (optional) may be left empty`);
  kept(`password (min. 12 chars) must be changed`);
  kept(`Ticket #4821 password reset done`);
});

Deno.test("a key or token asked for by its vendor in a chat, given in the reply", () => {
  const key = rand(ALNUM, 24);
  gone(`[16:49] Rahul: Vercel token bhej do na\n[16:50] Sneha: ye lo — ${key}`, key);
  gone(`[09:12] Maya: the Netlify token?\n[09:14] Omar: sure → ${key}`, key);
  gone(`Kenji: need the Razorpay key secret\n[08/11/2026, 13:35] Tomás: ${key}`, key);
  gone(`王磊：Sentry license key 过期了，谁有新的？\n李娜：用这个：${key}`, key);
  const long = rand(ALNUM, 80);
  gone(`Fatima (12:43): Adyen API key lazım\nEmre (12:44): al bakalım: ${long}`, long);
  kept(`Rahul: which token do we use?\nSneha: the one in the vault — ask Priya`);
  kept(`Ana: the token expired\nLuis: rotate it from the dashboard`);
});

Deno.test("placeholders in other languages, password hashes, a JWK's public members", () => {
  kept(`Exemple : mot_de_passe = "VOTRE_MOT_DE_PASSE" — à remplacer.`);
  kept(`passwort: DEIN_PASSWORT`);
  kept(`clave: "TU_CLAVE_API"`);
  kept(`пароль = "ВАШ_ПАРОЛЬ"`);
  const salted = rand(ALNUM, 53);
  // Round 41: password hashes are credential material (the lead's decision); a hand-spelled
  // placeholder (its hash field decodes to "hashhashhash") stays.
  gone(`id,email,password_hash\n7,a@x.example,$2b$12$${salted}`, salted);
  const argon = `$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$${rand(ALNUM, 43)}`;
  gone(`hash: ${argon}`, argon);
  kept("hash: $argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo");
  const n = rand(ALNUM, 86);
  kept(`SO answer, e.g.\n{"keys":[{"kty":"RSA","kid":"5b78ec86","n":"${n}","e":"AQAB"}]}`);
  // A JWK's private member is still a secret.
  gone(`leaked: {"kty":"RSA","n":"abc","d":"${n}"}`, n);
  const real = rand(ALNUM, 16) + "7Qa";
  gone(`password = "${real}"`, real);
});

Deno.test("Luhn-valid references labelled in other languages stay", () => {
  const n = cardNumber("5274", 16);
  kept(`Factuur 17546391: betaald via iDEAL, transactiekenmerk ${n}.`);
  kept(`Bestellnummer: ${n}`);
  kept(`Numéro de commande ${n}`);
  const out = redactValue(`Kreditkartennummer ${n}`, "/a");
  assert.equal(out.redacted.length, 1);
});

Deno.test("a login pair with an e-mail user, an admin pair, a key in an OCR'd box", () => {
  const p = strong();
  gone(`- Shared login: purchasing@company.example / ${p}\n- Next call Monday`, p);
  gone(`- Router admin: netadmin / Slate-Slate-72-Fern\n- UPS in rack 2`, "Slate-Slate-72-Fern");
  kept(`admin: src / lib2024.ts holds the helpers`);
  kept("6. Revocation: the **Revoke** button, `deno task admin client:revoke`, or the client");
  kept(`the admin / user split is documented in roles.md`);
  const secret = rand(ALNUM, 40) + "+/" + rand(ALNUM, 20) + "=";
  gone(
    `[OCR of screenshot.png]\n|  Stripe API secret:                  |\n|  ${secret}\n|  [ Copy ]  [ Revoke ] |`,
    secret,
  );
  const hex = rand(HEX, 32);
  gone(`| Mailgun API key: |\n| ${hex} |`, hex);
});

Deno.test("a Wi-Fi QR code's password; a recovery phrase read out after 'is'", () => {
  const pw = rand(ALNUM, 14);
  gone(`[OCR] Scan to join: WIFI:T:WPA;S:Lobby-Guest;P:${pw};;`, pw);
  gone(`WIFI:S:Lab;T:WPA;P:${pw}\\;x;H:false;;`, pw);
  kept(`Open network: WIFI:S:Cafe;T:nopass;P:;;`);
  kept(`Template: WIFI:T:WPA;S:<ssid>;P:<password>;;`);
  const words = "orbit maple tunnel crisp awful rocket denial gossip lawsuit fabric mercy wagon";
  gone(`Voice memo: "the recovery phrase for the cold wallet is ${words}, on paper only."`, words);
  kept(`the recovery phrase is a list of twelve words you must never share with anyone at all`);
});
