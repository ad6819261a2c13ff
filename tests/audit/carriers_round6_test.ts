// Issue 13, redaction round 6: the families behind v9's misses and false alarms (a credential
// asked for in one chat turn and given in the reply, password words in German compounds, `_PASS`
// names, protocol login exchanges, bare session ids and WordPress cookies, over-long wallet keys,
// seed phrases named in Japanese/Chinese, GitHub refresh tokens, MongoDB Atlas keys, rows under a
// header row; keys named as public or cache keys, digest-named cache keys, base64 prose), each
// next to benign look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { strongReplyValue } from "../../src/audit/reply_rules.ts";
import { saslPlain } from "../../src/audit/protocol_auth_rules.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand, uuid } from "./fixtures/random.ts";

const strong = () =>
  `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}${rand(ALNUM, 10)}${rand("0123456789", 2)}`;
const b64 = (s: string) => btoa(s);

Deno.test("a credential asked for in one turn and given in the reply", () => {
  const p = strong();
  gone(`Marta: qual è la password del wifi dell'ufficio?\nLuca: ${p} (cambiata ieri)`, p);
  gone(`[10:02] Kim: what's the password for the staging db?\n[10:05] Ana: ${p}`, p);
  gone(`Jan: potřebuju heslo k tiskárně\nPetra: ${p}, ale nikomu ho nedávej`, p);
  gone(`Олег: скажи пароль от роутера\nИра: ${p}\nОлег: спасибо`, p);
  gone(`王伟：服务器的密码是什么？\n李娜：${p}，记得改`, p);
  const key = rand(ALNUM, 32);
  gone(
    `Paul, [03.11.2026 09:12]\nQuel est l'API key de Mapbox ?\n\nLéa, [03.11.2026 09:20]\n${key}`,
    key,
  );
  gone(`Zeynep: Stripe API key lazım\nEmre: al bakalım, kimseyle paylaşma: ${key}`, key);
  const hex = rand(HEX, 32);
  gone(`OpenWeather API key için üretim anahtarı aşağıdadır:\n${hex}\nİyi çalışmalar.`, hex);
  // Chat exports: WhatsApp, Slack, Teams, Discord, IRC, Markdown transcripts.
  for (
    const chat of [
      `03/11/2026, 10:41 - Ana: what's the wifi password?\n03/11/2026, 10:42 - Luis: ${p}`,
      `Ana Lopez  10:41 AM\nwhat's the password for the demo?\nLuis Vega  10:42 AM\n${p}`,
      `[10:41 AM] Ana Lopez\nPasswort für den Demo-Account?\n[10:42 AM] Luis Vega\n${p}`,
      `Ana — 10:41\nqual è la password del router?\nLuis — 10:42\n${p}`,
      `<ana> what's the root password on db2?\n<luis> ${p}`,
      `**Ana:** what's the admin password?\n**Luis:** ${p}`,
    ]
  ) gone(chat, p);
  // The reply is not a value: words, a question, code, a link, a placeholder.
  kept(`Kim: what's the password policy?\nAna: Minimum 12 characters, one digit.`);
  kept(`Marta: qual è la password del wifi?\nLuca: non la so, chiedi a Giulia`);
  kept(`Reset your password here:\nhttps://example.com/account/reset?step=2`);
  kept(`Ask for the password:\nAna: ChangeMe123!`);
  kept(
    `"data-testid": "table-password-toggle",\nicon: mask.value ? unref(IconEye) : unref(IconEyeSlash),`,
  );
  kept(`Kim: which API key do you use?\nAna: MyServiceAccount`);
  kept(`password\nYOUR_PASSWORD_HERE`);
  kept(`Kim: what's the VPN password?\nAna: Ticket#4821 has it.`);
  gone(`Kim: what's the VPN password?\nAna: Sommer2024!`, "Sommer2024!");
});

Deno.test("the reply value's shape", () => {
  for (const v of ["9t7NaxMZlaOFuH2f", "Juniper%0439harbor", "EhsEUEwFGbtarsHE", "q!7Rw-2mZp"]) {
    assert.ok(strongReplyValue(v), v);
  }
  for (
    const v of [
      "Minimum",
      "mask.value",
      "unref(IconEye)",
      "GitHubActions",
      "https://x.y/z",
      "12345678",
    ]
  ) {
    assert.ok(!strongReplyValue(v), v);
  }
});

Deno.test("password words in German and Dutch compounds; `_PASS` names", () => {
  const p = `!${strong()}*`;
  gone(`Neues Startpasswort für Frau Weber: ${p}`, p);
  gone(`Einmalkennwort lautet ${p}`, p);
  gone(`SMTP_PASS=${p}`, p);
  gone(`export RCLONE_CONFIG_NAS_PASS=${p}`, p);
  gone(`mqttPass: "${p}"`, p);
  kept(`Das Initialpasswort muss beim ersten Login geändert werden.`);
  kept(`boarding_pass=AB12CD34EF56`);
  kept(`RENDER_PASS=shadow_map_2 FIRST_PASS=lint`);
  assert.deepEqual(redactValue({ renderPass: "geometry", bypass: "on" }, "").redacted, []);
});

Deno.test("passwords in protocol login exchanges", () => {
  const p = strong();
  const plain = b64(`\0ops@example.org\0${p}`);
  assert.ok(saslPlain(plain));
  assert.ok(!saslPlain(b64("hello world, not sasl")));
  gone(`C: AUTH PLAIN ${plain}\nS: 235 2.7.0 Accepted`, plain);
  gone(`a1 AUTHENTICATE PLAIN\n+\n${plain}\na1 OK`, plain);
  gone(`S: 334 VXNlcm5hbWU6\nC: ${b64("ops")}\nS: 334 UGFzc3dvcmQ6\nC: ${b64(p)}`, b64(p));
  gone(`A001 LOGIN ops@example.org ${p}\nA001 OK LOGIN completed`, p);
  gone(`1730000000.1 [0 10.0.0.2:5100] "AUTH" "svc" "${p}"`, p);
  gone(`1730000000.1 [0 10.0.0.2:5100] "AUTH" "${p}"`, p);
  kept(`S: 250-AUTH PLAIN LOGIN XOAUTH2\nS: 250 SMTPUTF8`);
  kept(`C: AUTH PLAIN ${b64("just some text")}`);
  kept(`Use AUTH PLAIN with the base64 of authzid, authcid and password.`);
  kept(`1730000000.1 [0 10.0.0.2:5100] "GET" "session:42"`);
  kept(`Please LOGIN with your badge before entering.`);
});

Deno.test("bare session ids, WordPress cookies, seed phrases in Japanese, long wallet keys", () => {
  const sid = rand(HEX, 48);
  gone(`Müşteri: sid=${sid} bu mu?`, sid);
  const sess = rand("abcdefghijklmnopqrstuvwxyz0123456789", 40);
  gone(`세션 ID: session=${sess}`, sess);
  const wp = `admin%7C${rand(HEX, 40)}%7C1790000000%7C${rand(ALNUM, 43)}`;
  gone(`wordpress_logged_in_${rand(HEX, 32)}=${wp}`, wp);
  gone(`wordpress_sec_${rand(HEX, 32)}=${wp}`, wp);
  kept(`session=morning-keynote-2026-hall-b`);
  kept(`sid=S-1-5-21-3623811015-3361044348-30300820-1013`);
  const words =
    "actor castle banner fabric beach canal bicycle circle harvest bamboo glacier canal";
  gone(`復元フレーズです\n${words}\nよろしく`, words);
  gone(`助记短语：${words}`, words);
  const key = rand(HEX, 64) + "ab";
  gone(
    `Invalid account: #0 - private key too long, expected 32 bytes\n  accounts: [ "0x${key}" ]`,
    key,
  );
  kept(`tx hash 0x${rand(HEX, 66)} in block 19000000`);
});

Deno.test("GitHub refresh tokens and MongoDB Atlas private keys", () => {
  const ghr = `ghr_${rand(ALNUM, 76)}`;
  gone(`il refresh token è ${ghr}, serve ogni 8 ore`, ghr);
  kept(`ghr_${"x".repeat(76)}`);
  const id = uuid();
  gone(`MongoDB Atlas API private key for exports. Current value:\n${id}`, id);
  kept(`Atlas of the world, edition ${id}`);
  kept(`MongoDB Atlas project id ${id}`);
});

Deno.test("rows whose columns a header row or a column list names", () => {
  const p = `Clave${rand("0123456789", 4)}!`;
  const rows = { rows: [["id", "email", "password"], [1, "a@b.es", p], [2, "c@d.es", null]] };
  const out = redactValue(rows, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/rows/1/2"]);
  const cols = { columns: ["id", "api_token", "created_at"], rows: [[1, strong(), "2026-01-01"]] };
  assert.deepEqual(redactValue(cols, "").redacted.map((r) => r.path), ["/rows/0/1"]);
  // A list of name/value pairs, a list of field names, a header without a credential column.
  const headers = [["Authorization", "Basic dXNlcjpwYXNz"], ["Content-Type", "application/json"]];
  assert.ok(!redactValue(headers, "").redacted.some((r) => r.path === "/1/0"));
  assert.deepEqual(redactValue([["name", "token"], ["a", "expires_in"]], "").redacted, []);
  assert.deepEqual(redactValue([["id", "city"], [1, "Gdańsk"]], "").redacted, []);
});

Deno.test("keys that are public or cache keys, digest-named cache keys, base64 prose", () => {
  kept(`interface: wg0\n  public key: ${rand(ALNUM, 43)}=\n  private key: (hidden)`);
  kept(`Cache restored from key: node-cache-Linux-x64-npm-${rand(HEX, 64)}`);
  kept(`Cache hit for: setup-node-${rand(HEX, 40)}`);
  kept(`Saved cache with key: pip-deps-ubuntu-${rand(HEX, 64)}`);
  kept(`binaryData:\n  motd.txt: ${b64("Welcome to the build host. Be nice.\n")}`);
  const k = rand(ALNUM, 40);
  gone(`private key: ${k}`, k);
  gone(`token: acme-live-${rand(ALNUM, 36)}`, "acme-live-");
});

Deno.test("PIN codes given in a ticket or chat; electronics pins, counts and samples kept", () => {
  const pin = () => {
    for (;;) {
      const v = rand("0123456789", 6);
      if (new Set(v).size >= 3) return v;
    }
  };
  let p = pin();
  gone(`PIN für das Tablet im Lager: ${p}`, p);
  p = pin();
  gone(`The PIN for the front door keypad is ${p}.`, p);
  p = pin();
  gone(`Le code PIN : ${p}`, p);
  p = pin();
  gone(`PIN-код карты: ${p}`, p);
  p = pin();
  gone(`Your PIN number is ${p}`, p);
  kept(`Pin 7: 3300`);
  kept(`LED Pin: 1300 mA`);
  kept(`GPIO pin: 2048 Hz`);
  kept(`Set Pin = 4096 bytes`);
  kept(`Pin count: 1024`);
  kept(`PIN reset ticket: 48213`);
  kept(`Default SIM PIN: 0000, PUK on the card`);
  kept(`PIN: 1234 (documentation sample)`);
  kept(`PINs: 4821 were rotated`);
  kept(`Pinterest: 2024 report`);
});

Deno.test("short values after a foreign credential word: after a colon, or the next sentence", () => {
  const v = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)}${rand("23456789", 1)}x${rand("23456789", 1)}Q`;
  const short = `${v}p7Lk#${rand("23456789", 2)}`;
  gone(`هذا هو مفتاح Ably الخاص بالإنتاج: ${short}`, short);
  gone(`Klucz do panelu Ably: ${short}`, short);
  const upper = rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 12) + rand("23456789", 2) + "QX";
  gone(`Bing Ads 운영 키 전달드립니다. ${upper} 입니다. 확인 부탁드립니다.`, upper);
  gone(`新しいAPIキーを発行しました。 ${upper} です。`, upper);
  kept(`La clave del éxito: Paciencia2024 y constancia`);
  kept(`Ключ продукта: Windows10Pro`);
  kept(`API キー: AppVersion2.1`);
  kept(`Der Schlüssel: Nordwind-Alpha7`);
  kept(`Der Schlüssel ist weg. Hauptbahnhof2024 war der Treffpunkt.`);
  kept(`Der neue Schlüssel kommt per Mail. Danke2024!`);
});

Deno.test("tables whose headers are written only in other scripts", () => {
  const a = strong();
  const b = strong();
  gone(`Сервис,Пароль\nGitHub,${a}\nПочта,${b}`, a);
  gone(`Сервис,Пароль\nGitHub,${a}\nПочта,${b}`, b);
  gone(`服务,密码\n邮箱,${a}`, a);
  gone(`サービス\tパスワード\nメール\t${a}`, a);
  const t = rand(ALNUM, 24) + "7";
  gone(`| Сервис | Токен |\n|---|---|\n| Sentry | ${t} |`, t);
  kept(`Имя,Пароль\nИван,••••••••`);
  kept(`Колонка,Пароль\nдлина,12`);
  kept(`Город,Население\nМосква,13010112`);
});
