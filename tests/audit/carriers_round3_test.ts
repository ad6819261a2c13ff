// Issue 13, redaction round 3: the families behind v6's misses (memorable passwords, credential
// calls, client and config carriers, environment defaults, wallets, session cookies, UUID tokens,
// short card groups) and the gaps of round 2 (prepositions, `pwd X`, a bare `Token X`, Secrets as
// JSON), each next to benign look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import {
  ALNUM,
  b64,
  cardNumber,
  groupsOf4,
  HEX,
  iban,
  rand,
  randomBytes,
  uuid,
} from "./fixtures/random.ts";

const WORDS = ["harbor", "Cobalt", "willow", "Ember", "quill", "Tundra", "marrow", "lantern"];
const pick = () => WORDS[Math.floor(Number("0x" + rand(HEX, 2)) % WORDS.length)];
/** A memorable password: word, mark, digits, word, mark (`harbor#63quill~`). */
function memorable(): string {
  return pick() + "#$&*!?^~"[Number("0x" + rand(HEX, 1)) % 8] + rand("0123456789", 3) + pick() +
    "!?*"[Number("0x" + rand(HEX, 1)) % 3];
}

Deno.test("memorable passwords wherever they stand (words joined by digits and marks)", () => {
  for (let i = 0; i < 5; i++) {
    const pw = memorable();
    gone(`ssh deploy@build-02 then sudo -S <<< ${pw}`, pw);
    gone(`the vault for the NAS now opens with ${pw} (changed Monday)`, pw);
  }
  kept("Use 'Hello%20World!' as the encoded form; 'Hello@World123' is slugified.");
  kept("Contact: ops12@corp.test, room B#12 floor 3, build v2.14.0-rc1");
  kept("R&D spent 42% more in Q3; see slide #12 and the FAQ?");
});

Deno.test("credential calls: the second string of a credential constructor or login call", () => {
  const pw = rand(ALNUM, 12);
  gone(`var c = new System.Net.NetworkCredential("ops", "${pw}");`, pw);
  gone(`httpx.get(url, auth=("reporter", "${pw}"))`, pw);
  gone(`ftp.login('uploader', '${pw}')`, pw);
  gone(`new UsernamePasswordCredentials("svc", "${pw}")`, pw);
  kept(`client.login("user", "password")`);
  kept(`auth=("user", os.environ["PW"])`);
});

Deno.test("database and cache clients, pgpass lines, net use", () => {
  const pw = rand(ALNUM, 14);
  gone(`mariadb -h 10.0.0.5 -u app -p"${pw}" shop < seed.sql`, pw);
  gone(`redis-cli -h cache -p 6380 -a ${pw} --scan`, pw);
  gone(`cache-2:6379> AUTH default ${pw}\nOK`, pw);
  gone(`# redis.conf\nrequirepass ${pw}\nmaxmemory 2gb`, pw);
  gone(`replica.internal:6432:*:replicator:${pw}`, pw);
  gone(`net use M: \\\\files\\media /user:HOME\\ana ${pw} /persistent:no`, pw);
  kept("mysql -u root -p shop");
  kept('      "host": "2606:2800:220:1:248:1893:25c8:1946"');
  kept("root:x:0:0:root:/root:/bin/bash");
  kept("net use Z: \\\\fs01\\finance /user:CORP\\svc && dir Z:");
  kept("// `net use Z: \\\\srv\\share PW` maps a drive; the password is the one argument left");
});

Deno.test("defaults of environment lookups for credentials", () => {
  const pw = rand(ALNUM, 12);
  gone(`$pass = getenv('SMTP_PASSWORD') ?: 'x'; $k = env('MAIL_SECRET', '${pw}');`, pw);
  gone(`const t = process.env["SLACK_TOKEN"] ?? "${pw}";`, pw);
  gone(`  db_password: \${PGPASSWORD:-${pw}}`, pw);
  gone(`secret_key_base: <%= ENV.fetch("APP_KEY", "${pw}") %>`, pw);
  kept(`timeout = os.getenv("TIMEOUT_SECONDS", "30s-default")`);
  kept(`host = os.environ.get("DB_HOST", "db.internal")`);
});

Deno.test("wallet private keys and recovery phrases, not hashes", () => {
  const key = rand(HEX, 64);
  gone(`cast wallet import deployer --private-key ${key}`, key);
  gone(`const signer = new Wallet("0x${key}", provider)`, key);
  kept(`sha256 ${key}  release.tar.gz`);
  kept(`Imported. Transaction hash: 0x${key}`);
  const phrase = "ladder bright canvas dune frozen silent velvet apron cousin meadow robot tiny";
  gone(`Your secret recovery phrase:\n${phrase}`, phrase);
  gone(`mnemonic = "${phrase}"`, phrase);
  kept("Store the recovery phrase offline; the wallet cannot be restored without it, ever.");
});

Deno.test("session cookies outside a Cookie header", () => {
  const v = rand(ALNUM, 32);
  gone(`GET /cart 200 "PHPSESSID=${v}" "Mozilla/5.0"`, v);
  gone(`curl -b 'myapp.sid=s%3A${v}.${rand(ALNUM, 20)}' https://shop.test/`, v);
  kept("sessionid=weekly-planning-meeting-notes");
});

Deno.test("UUID-shaped vendor tokens only near their vendor and a credential cue", () => {
  const id = uuid();
  gone(`heroku login fails for me too; here is my API key ${id}, revoke it after`, id);
  gone(`Postmark says 401. X-Postmark-Server-Token: ${id}`, id);
  kept(`snyk test: organization ${id}, 3 issues found`);
  kept(`heroku[router]: at=info request_id=${id} status=200`);
});

Deno.test("card numbers grouped by fours with a short last group", () => {
  const diners = cardNumber("36", 14);
  const grouped = diners.replace(/^(\d{4})(\d{4})(\d{4})(\d{2})$/, "$1 $2 $3 $4");
  gone(`charge card ${grouped} exp 03/29`, grouped);
  const nineteen = cardNumber("6011", 19);
  const g19 = nineteen.replace(/^(\d{4})(\d{4})(\d{4})(\d{4})(\d{3})$/, "$1-$2-$3-$4-$5");
  gone(`PAN ${g19}`, g19);
});

Deno.test("IBANs shown as a format example are kept; a payee's is not", () => {
  const be = groupsOf4(iban("BE", 16));
  kept(`Sample IBAN layout for Belgium: ${be} (illustrative only).`);
  const out = redactText(`Wire the refund to ${be} today.`);
  assert.ok(out.includes("[REDACTED:iban]"), out);
});

Deno.test("prose gaps: a preposition before the value, short words, a bare Token", () => {
  const pw = rand(ALNUM, 6) + "7a" + rand(ALNUM, 4) + "Q";
  gone(`Password for the staging box ${pw}`, pw);
  gone(`Пароль от роутера ${pw}`, pw);
  gone(`contraseña del wifi ${pw}`, pw);
  gone(`login as user ops pass ${pw}`, pw);
  gone(`pwd ${pw}`, pw);
  const tok = rand(ALNUM, 28) + "9";
  gone(`Token ${tok}`, tok);
  kept("The password for user john123 was reset yesterday.");
  kept("I bought a day pass A1B2C3 for the museum.");
});

Deno.test("Kubernetes Secrets written as JSON: parsed and as text", () => {
  const dsn = b64(randomBytes(30));
  const secret = {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name: "queue" },
    data: { AMQP_URL: dsn },
    stringData: { note: "p" + rand(ALNUM, 15) },
  };
  const out = redactValue({ items: [secret] }, "");
  assert.ok(!JSON.stringify(out.value).includes(dsn));
  assert.equal(
    (out.value as { items: { metadata: { name: string } }[] }).items[0].metadata.name,
    "queue",
  );
  gone("$ kubectl get secret queue -o json\n" + JSON.stringify(secret, null, 2), dsn);
  // A public object id stored beside the key (a customer id) is kept.
  const withId = { kind: "Secret", data: { KEY: dsn, CUSTOMER: btoa("cus_" + rand(ALNUM, 14)) } };
  const kept2 = redactValue(withId, "").value as { data: Record<string, string> };
  assert.equal(kept2.data.CUSTOMER, withId.data.CUSTOMER);
  assert.ok(kept2.data.KEY.startsWith("[REDACTED:"));
  const cm = { kind: "ConfigMap", data: { LEVEL: "debug", "app.yaml": b64(randomBytes(12)) } };
  assert.deepEqual(redactValue(cm, "").value, cm);
});

Deno.test("values that name a header or variable are not secrets", () => {
  const value = { api_key_header: "X-Api-Key", tokenEnvVar: "GH_TOKEN", apiKey: rand(ALNUM, 24) };
  const out = redactValue(value, "").value as Record<string, string>;
  assert.equal(out.api_key_header, "X-Api-Key");
  assert.equal(out.tokenEnvVar, "GH_TOKEN");
  assert.equal(out.apiKey, "[REDACTED:sensitive-key]");
});

Deno.test("pre-shared keys of Wi-Fi and VPN configs", () => {
  const psk = rand(ALNUM, 14);
  gone(`network={\n  ssid="Guest"\n  psk="${psk}"\n}`, psk);
  const wg = b64(randomBytes(32));
  gone(`[Peer]\nPresharedKey = ${wg}\nAllowedIPs = 10.0.0.0/24`, wg);
  kept("psk_mode: wpa2\nkey_mgmt=WPA-PSK");
});
