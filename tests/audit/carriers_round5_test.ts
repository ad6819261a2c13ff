// Issue 13, redaction round 5: the families behind v8's misses and false alarms (passwords in
// network tools and device configs, passwords in long non-English sentences, credentials in URL
// paths, Nostr keys, short credential terms in names, hex-plus-UUID keys, long hex keys after a
// foreign clause, cookie records; public chain values, test cards, budget counters, secret
// manager references, shell error messages, CJK placeholders, encoded words, account ids), each
// next to benign look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, cardNumber, HEX, rand, uuid } from "./fixtures/random.ts";

const pw = () => `fjord${rand("0123456789", 2)}!cinder${rand(ALNUM, 3)}`;
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

Deno.test("passwords in the syntax of network tools and device configs", () => {
  const p = pw();
  gone(
    `sudo nmcli connection add type wifi ssid Depot wifi-sec.key-mgmt wpa-psk wifi-sec.psk ${p}`,
    p,
  );
  gone(`interface Dialer2\n ppp pap sent-username dsl-4411 password 0 ${p}\n`, p);
  gone(`crypto isakmp key ${p} address 192.0.2.7`, p);
  gone(`snmpget -v3 -u poller -l authNoPriv -a SHA -A '${p}' 10.0.0.5 ifInOctets.1`, p);
  gone(`# ipsec.secrets\n@gw-east : XAUTH ops "${p}"`, p);
  gone(`rman target sys/${p}@PRODCDB`, p);
  gone(`$ cat ~/vpn/auth.txt\nfield-tech-3\n${p}\n`, p);
  kept(`nmcli dev wifi list\nnmcli connection up Depot --ask`);
  kept(`curl -A "Mozilla/5.0 (X11)" -X GET https://example.org/`);
  kept(`%any : RSA gw-east.key`);
  kept(`sqlplus / as sysdba\njdbc:oracle:thin:@//db1:1521/SVC`);
  kept(`auth-user-pass auth.txt\nclient\nnobind\npersist-key\n`);
  kept(`username admin privilege 15 password 0 <password>`);
  kept(`username and password are both required\nusername or password is wrong`);
});

Deno.test("passwords given late in a long sentence, in more languages", () => {
  const p = pw();
  gone(`La password del wifi del magazzino è stata aggiornata ieri sera: adesso è ${p}.`, p);
  gone(`Lösenordet för skrivaren på tredje våningen (konto: print) är nu ${p}`, p);
  gone(`Password router lantai dua sudah diganti menjadi ${p} mulai hari ini.`, p);
  gone(`Yeni şifreniz: ${p}`, p);
  gone(
    `La contraseña del portal de proveedores de la sede de Sevilla se ha cambiado y ahora es ${p}`,
    p,
  );
  gone(`Mot de passe de la borne wifi de l'accueil modifié : maintenant c'est ${p}`, p);
  gone(`Mật khẩu wifi của văn phòng tầng năm bên cạnh phòng họp lớn là ${p}`, p);
  kept(`La password del wifi deve contenere almeno dodici caratteri. Adesso è obbligatorio.`);
  kept(`Şifreniz en az 8 karakter olmalıdır ve bir rakam içermelidir.`);
  kept(`Lösenordet byts var 90:e dag, och policyn är nu version 2.1 för alla konton.`);
  kept(`Password router sudah diganti menjadi lebih panjang sesuai kebijakan baru.`);
});

Deno.test("credentials in URL paths: webhooks and one-time links", () => {
  const key = "q7" + rand("abcdefghijklmnopqrstuvwxyz0123456789", 14);
  gone(`Вебхук: https://portal.example.ru/rest/12/${key}/ для заказов`, key);
  const t = rand(HEX, 40);
  gone(`Follow https://app.example.com/account/password-reset/${t} within one hour`, t);
  gone(`Bevestig via https://mijn.example.nl/confirm/${t}`, t);
  kept(`See https://docs.example.com/rest/1/users/ and /rest/2/deals/`);
  kept(`Open https://app.example.com/reset/password or /confirm/step-two-of-three`);
  kept(`GET /api/v2/verify/status-of-the-current-job HTTP/1.1`);
});

Deno.test("Nostr secret keys, not public keys", () => {
  const body = rand("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58);
  gone(`"nsec":"nsec1${body}"`, `nsec1${body}`);
  kept(`follow me: npub1${body}`);
});

Deno.test("short credential terms in setting names: SK and PSK", () => {
  const sk = rand(ALNUM, 40);
  gone(`HWCLOUD_SDK_SK=${sk}`, sk);
  gone(`  obsSk: "${sk}"`, sk);
  const p = pw();
  gone(`wifi_psk = "${p}"`, p);
  const hex = rand(HEX, 32);
  gone(`let meshPsk = "${hex}"`, hex);
  kept(`LANG_SK=sk\nTASK=nightly-export-2024\ndisk: 120GB`);
  kept(`TASK_ID=${rand(ALNUM, 24)}`);
});

Deno.test("hex-plus-UUID keys, not bare UUIDs", () => {
  const k = `${rand(HEX, 32)}-${uuid()}`;
  gone(`الرمز: ${k}`, k);
  kept(`request ${uuid()} finished in 12 ms`);
});

Deno.test("long hex keys after a foreign clause", () => {
  const h = rand(HEX, 64);
  gone(
    `Ich habe den Schlüssel für das Bankkonto-Portal erneuert, der neue ist ${h}, bitte eintragen.`,
    h,
  );
  const up = rand("0123456789ABCDEF", 32);
  gone(`voici la clé de production que le prestataire du jeu nous a transmise : ${up}`, up);
  kept(`Der Schlüssel wurde rotiert. Der Commit-Hash des Releases ist ${h}`);
});

Deno.test("cookie records: a credential-shaped value is one whatever the name", () => {
  const v = rand(ALNUM, 60);
  const out = redactValue(
    { cookies: [{ name: "XSSO9", value: v, domain: ".corp", path: "/" }] },
    "",
  );
  assert.ok(!JSON.stringify(out.value).includes(v));
  const plain = { cookies: [{ name: "lang", value: "de-DE", domain: ".corp" }] };
  assert.deepEqual(redactValue(plain, "").value, plain);
});

Deno.test("public blockchain values and published test cards stay", () => {
  const sig = rand(BASE58, 87);
  kept(`Signature: ${sig}\nSlot: 291000123`);
  kept(`Mint: ${rand(BASE58, 44)}\nAuthority: ${rand(BASE58, 43)}`);
  kept(`Imported xpub${rand(BASE58, 107)} as watch-only`);
  kept(`Adyen test cards: 5555 4444 3333 1111 and 3600 6666 3333 44, any CVC.`);
  // A keypair is not public: the same material under a secret-key label goes.
  const secret = rand(BASE58, 88);
  gone(`solana secret key: ${secret}`, secret);
});

Deno.test("a Korean BC Card number on a card line goes; the same digits elsewhere stay", () => {
  const n = cardNumber("9420", 16);
  gone(`카드 번호 ${n.replace(/(\d{4})(?=\d)/g, "$1-")}`, n.slice(-4));
  kept(`주문 번호 ${n}`);
});

Deno.test("counters, references, messages and instructions are not secrets", () => {
  kept(`{"usage":{"total_tokens":410},"token_budget_remaining":1590,"api_key_quota":20}`);
  kept(
    `APP_SECRET: secretsmanager:arn:aws:secretsmanager:us-east-1:111122223333:secret:app-AbCdEf`,
  );
  kept(`DB_PASSWORD=\${DB_PASSWORD:?set DB_PASSWORD first}`);
  kept(`STRIPE_SECRET_KEY=여기에_비밀_키를_입력하세요\nOPENAI_API_KEY=在此填写您的密钥`);
  kept(`kind: ConfigMap\ndata:\n  MODULES: ${btoa("billing_core,report_export,audit_trail")}`);
  const secret = {
    kind: "Secret",
    data: { TENANT_ID: btoa("8812_PROD"), API_SECRET: btoa(rand(ALNUM, 30)) },
  };
  const out = redactValue(secret, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/data/API_SECRET"]);
});
