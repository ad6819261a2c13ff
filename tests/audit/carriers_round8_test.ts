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

Deno.test("config rows and directives: HTML table, SetEnv/ENV/setenv, nested XML, cookie rows", () => {
  const key = rand(ALNUM, 40) + "==";
  gone(`<tr><td>SEARCH_API_KEY</td><td><code>${key}</code></td></tr>`, key);
  const pw = strong();
  gone(`<tr><th>DB_PASSWORD</th><td>${pw}</td></tr>`, pw);
  const short = rand(ALNUM, 10);
  gone(`<VirtualHost *:443>\n    SetEnv MAPS_CLIENT_SECRET "${short}"\n</VirtualHost>`, short);
  gone(`FROM node:22\nENV REGISTRY_TOKEN ${short}x\n`, `${short}x`);
  gone(`setenv DB_PASSWORD ${short}`, short);
  gone(`fastcgi_param APP_SECRET "${short}";`, short);
  const p = strong();
  gone(`<AutoLogon>\n  <Password>\n    <Value>${p}</Value>\n  </Password>\n</AutoLogon>`, p);
  const sid = rand(HEX, 32);
  gone(`name,value,domain\nPHPSESSID,${sid},shop.example\n_ga,GA1.1.1.2,shop.example`, sid);
});

Deno.test("config row look-alikes stay: public settings, variables, other XML values", () => {
  kept(`<tr><td>TZ</td><td><code>Europe/Berlin</code></td></tr>`);
  kept(`<tr><td>cache_key</td><td>build-2026-11</td></tr>`);
  kept(`SetEnv NODE_ENV "production"\nENV PORT 8080\nsetenv API_TOKEN $TOKEN`);
  kept(`<Setting>\n  <Value>Y99cvRT9bJweSZ9Yz7</Value>\n</Setting>`);
  kept(`name,value\n_ga,GA1.1.123.456\ntheme,dark`);
});

Deno.test("a wallet key under `wif`, a session key in a query, long base64 after its name", () => {
  const wif = "K" + rand("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 51);
  gone(JSON.stringify({ address: "bc1qexample", wif }), wif);
  const sk = rand(ALNUM, 32);
  gone(`https://app.example/support/impersonate?session_key=${sk}&user=4471`, sk);
  const long = Array.from({ length: 6 }, () => rand(ALNUM, 24)).join("/") + "+Ab=";
  gone(`    CHAT_CHANNEL_ACCESS_TOKEN    ${long}\n`, long);
});

Deno.test("template arguments, a JWT header alone and a token signed with jwt.io's secret stay", () => {
  kept(`smtp_password: "{{ lookup('hashi_vault', 'secret=kv/data/smtp:password') }}"`);
  kept(JSON.stringify({ wifi_ssid: "HomeNet", wifi_channel: 6 }));
  kept("A JWT opens with a header such as `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9`.");
  const sample = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." +
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ." +
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
  kept(`Paste the example token\n\n    ${sample}\n\ninto the debugger.`);
  // The same token with its signature changed by one character is no sample: redacted.
  gone(`Authorization: Bearer ${sample.slice(0, -1)}d`, sample.slice(0, -1));
  // Outside the braces a `key=value` is read as before.
  const t = rand(ALNUM, 24);
  gone(`run: "{{ step }}" --env api_token=${t}`, t);
});

Deno.test("a login given as a sentence, and a session's id in a YAML block", () => {
  const p = strong();
  gone(`The panel is at https://panel.example. Log in as \`ops\` with \`${p}\` (shared).`, p);
  gone(`Melde dich als admin mit ${p} an.`, p);
  gone(`Inicia sesión como soporte con ${p} y cámbiala.`, p);
  gone(`Sign in as qa-bot using the password ${p}.`, p);
  const hex = rand(HEX, 48);
  gone(`# scraper\noturum:\n  kimlik: "${hex}"\n  gecerlilik: 24h\n`, hex);
  gone(`app:\n  session:\n    id: ${hex}\n    ttl: 3600\n`, hex);
});

Deno.test("login sentences without a password and other session blocks stay", () => {
  kept(`Log in as admin with SSO, then open Settings.`);
  kept(`Sign in as ops using your usual password.`);
  kept(`log in as root with ssh-key authentication only`);
  kept(`session:\n  id: talk-2026-keynote-room-b2\n  title: Keynote\n`);
  kept(`session:\n  trace_id: ${rand(HEX, 32)}\n  store: redis\n`);
});
