// Issue 13, redaction round 8: the families behind v11's misses and false alarms (config files,
// web pages, API bodies, CSV text): "password" named in other languages, values set in inline
// markup, IBANs of an unexpected length, card columns of CSV rows, vendor-qualified names in JSON,
// session objects and cookie jars, placeholders in other languages; each next to benign
// look-alikes. Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, cardNumber, groupsOf4, HEX, iban, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghjkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const strong = () => `${rand(UPPER, 3)}${rand(LOWER, 4)}${rand("0123456789", 3)}!${rand(LOWER, 2)}`;

Deno.test("a password under its name in another language, and LDAP's authtok", () => {
  const p = strong();
  gone(`DB_HOST=db.internal\nDB_SENHA=${p}\n`, p);
  gone(`smtp:\n  mat_khau: "${p}"\n`, p);
  gone(`HASLO_BAZY=${p}`, p);
  gone(`kennwort = ${p}`, p);
  gone(`[domain/x]\nldap_default_authtok = ${p}\n`, p);
  gone(`veritabani_sifre: "${p}"`, p);
});

Deno.test("foreign password names: metadata, prose words and placeholders stay", () => {
  kept(`mat_khau_min_length: 12\nsenha_expira_em_dias: 90`);
  kept(`API şifresi: müşteri panelinde "Entegrasyonlar" bölümünden oluşturabilirsiniz.`);
  kept(`contraseña = "tu-contraseña-aquí"`);
  kept(`DB_SENHA="sua-senha-aqui"`);
  kept(`motdepasse: "votre_mot_de_passe"`);
  kept(`access_key = "替换为你的AccessKey"\nsecret_key = "请输入SecretKey"`);
  kept(`token: "あなたのトークン"`);
});

Deno.test("a value set in inline markup after the password word", () => {
  const p = strong();
  gone(`<p>Zugang: Benutzer <b>shop</b>, Passwort <b>${p}</b>.</p><p>Gruß</p>`, p);
  gone(`<li>senha: <code>${p}</code></li>`, p);
  gone(`Password: \`${p}\` (rotate monthly)`, p);
  gone(`パスワード: <kbd>${p}</kbd>`, p);
});

Deno.test("inline markup look-alikes stay: names, files, variables, defaults", () => {
  kept("The password field `password_hash` stores a bcrypt digest.");
  kept("Set the password in `config.yaml`, then restart.");
  kept("Password: `$DB_PASSWORD` (from the environment)");
  kept("password: <code>changeme</code>");
  kept("<p>Reset your password at <b>Settings</b>.</p>");
});

Deno.test("an IBAN of an unexpected length, alone or after an IBAN or account word", () => {
  // Valid mod-97, one character longer than the country's registered length.
  const long = iban("DE", 23);
  gone(JSON.stringify({ payee: "X GmbH", iban: long }), long);
  const sa = iban("SA", 26);
  gone(`فاتورة\nرقم الآيبان: ${sa}\n`, sa);
  const ch = groupsOf4(iban("CH", 22, true));
  gone(`Zahlteil\nKonto / Zahlbar an\n${ch}\nMuster AG`, ch);
});

Deno.test("off-length IBAN look-alikes stay: no word, or a failing check", () => {
  const long = iban("DE", 23);
  kept(`build ${long} finished in 3s`);
  const bad = long.slice(0, -1) + (long.at(-1) === "7" ? "8" : "7");
  kept(JSON.stringify({ iban: bad }));
});

Deno.test("a card column of a CSV row after a field that ends in a digit", () => {
  const mc = groupsOf4(cardNumber("5412", 16));
  gone(`order_id,customer,card_number,amount\nA-10233,J. Doe,${mc},129.00\n`, mc);
  const diners = cardNumber("36", 14);
  gone(`주문번호,카드번호,금액\nK-3391,${diners},58000\n`, diners);
});

Deno.test("CSV numbers without a card column and decimal commas stay", () => {
  const ean = cardNumber("4", 13);
  kept(`sku,ean,isbn,stock\nBK-222,${ean},978-0-306-40615-7,0\n`);
  kept(`Messwert: 0,${cardNumber("4", 16)}`);
});

Deno.test("JSON: a vendor-qualified credential name, a session's id, a cookie jar", () => {
  const hex = rand(HEX, 32);
  gone(JSON.stringify({ data: { SEARCH_ADMIN_KEY: hex, TZ: "UTC" } }), hex);
  const pat = `2/${rand("0123456789", 16)}/${rand("0123456789", 16)}:${rand(HEX, 32)}`;
  gone(JSON.stringify([{ key: "TRACKER_PAT", value: pat, masked: false }]), pat);
  const sess = `sess_${rand(ALNUM, 40)}`;
  gone(JSON.stringify({ session: { id: sess, user_id: 8812 } }), sess);
  gone(JSON.stringify({ oturum: { kimlik: "x", id: sess } }), sess);
  const cookie = rand(HEX, 40);
  gone(JSON.stringify({ cookies: { PHPSESSID: cookie, theme: "dark" } }), cookie);
});

Deno.test("JSON look-alikes stay: cache and object keys, a talk's session, public cookies", () => {
  const hex = rand(HEX, 32);
  kept(JSON.stringify({ cache_key: hex, object_key: hex, idempotency_key: hex }));
  kept(JSON.stringify({ session: { id: "talk-2026-keynote", title: "Keynote" } }));
  kept(JSON.stringify({ session: { id: crypto.randomUUID(), room: "B2" } }));
  kept(JSON.stringify({ cookies: { _ga: "GA1.1.123.456", theme: "dark", lang: "de" } }));
});
