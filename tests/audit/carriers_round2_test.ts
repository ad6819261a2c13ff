// Issue 13, redaction round 2: carriers and structures the rules did not read (values with
// shell characters, subscript keys, name/value pairs, rows and argv lists, JSON Web Keys,
// ciphertext, public keys, metadata names). Examples written for this test, not from fixtures.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

Deno.test("assignment values keep their shell characters (YAML, .env, properties, quoted)", () => {
  const pw = rand(ALNUM, 5) + "&" + rand(ALNUM, 4) + "!" + rand(ALNUM, 4);
  gone(`mariadb:\n  auth:\n    rootPassword: ${pw}\n  replicas: 1`, pw);
  gone(`SMTP_PASSWORD=${pw}\nSMTP_HOST=mail.example.test`, pw);
  gone(`spring.datasource.password=${pw}`, pw);
  const quoted = rand(ALNUM, 4) + ";" + rand(ALNUM, 5) + " " + rand(ALNUM, 4);
  gone(`wifi passphrase="${quoted}" band=5g`, quoted);
  const django = "django-insecure-" + rand(ALNUM, 10) + "(^" + rand(ALNUM, 12) + "@%" +
    rand(ALNUM, 8);
  gone(`SECRET_KEY = "${django}"`, django);
  kept(`"Vendor": {\n  "Secret": "os.getenv('VENDOR_KEY')"\n}`);
  // `&` still ends a value inside a URL query string.
  const out = redactText(`https://idp.example.test/cb?secret=${rand(ALNUM, 20)}&state=open`);
  assert.ok(out.endsWith("&state=open"), out);
});

Deno.test("subscript and environment carriers: os.environ[...], ENV[...], $env:", () => {
  const v = rand(HEX, 48);
  gone(`os.environ["FASTLY_API_TOKEN"] = "${v}"`, v);
  gone(`ENV['HARNESS_SECRET'] = '${v}'`, v);
  gone(`process.env["KEYGEN_ACCESS_TOKEN"] = "${v}";`, v);
  const pat = `3/${rand("0123456789", 16)}/${rand("0123456789", 16)}:${rand(HEX, 32)}`;
  gone(`PS C:\\ops> $env:SHORTCUT_PAT = "${pat}"`, pat);
  const key = rand(ALNUM, 30);
  gone(`PS> $Env:VENDOR_API_KEY='${key}'`, key);
  // Constants written without separators.
  gone(`const BUILDKITEAGENTTOKEN = "${v}"`, v);
  gone(`vendor:\n  pulumiaccesstoken: ${v}`, v);
});

Deno.test("ciphertext made to be committed stays byte-identical", () => {
  kept(
    "db_password: ENC[AES256_GCM,data:Zm9vYmFy9x1=,iv:QWxhZGRpbjpvcGVuIHNlc2FtZQ==,tag:bXl0YWc=,type:str]",
  );
  kept(`token: vault:v1:${rand(ALNUM, 60)}`);
  const sealed = "Ag" + rand(ALNUM + "+/", 300) + "==";
  kept(
    `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    api_key: ${sealed}`,
  );
  // The same material outside a Sealed Secret is still a secret.
  gone(`api_key: ${sealed}`, sealed);
});

Deno.test("metadata names about a secret are not the secret", () => {
  kept('account_recovery passphrase_hint="grandmother\'s street"');
  kept("credentials:\n  existingSecret: billing-db-auth\n  tokenSecretRef: vendor-token");
  const out = redactValue({
    password_updated_at: "2025-03-04T08:00:00Z",
    token_reset_at: "2025-03-04",
  }, "");
  assert.deepEqual(out.redacted, []);
});

Deno.test("JSON: name/value pairs, rows and argv lists carry the name's sensitivity", () => {
  const k = rand(ALNUM, 32);
  const pairs = redactValue({
    containers: [{ env: [{ name: "REGION", value: "eu" }, { name: "VENDOR_API_KEY", value: k }] }],
  }, "");
  assert.deepEqual(pairs.redacted.map((r) => r.path), ["/containers/0/env/1/value"]);
  const rows = redactValue({ rows: [["Setting", "Value"], ["MAILJET_SECRET_KEY", k]] }, "");
  assert.deepEqual(rows.redacted.map((r) => r.path), ["/rows/1/1"]);
  const argv = redactValue({ argv: ["pg_dump", "--host", "db", "--password", k] }, "");
  assert.deepEqual(argv.redacted.map((r) => r.path), ["/argv/4"]);
  // A list of field names, and prose after a name, are not pairs.
  const names = redactValue({
    redact: ["password", "api_key"],
    hint: ["token", "rotate it monthly"],
  }, "");
  assert.deepEqual(names.redacted, []);
});

Deno.test("JSON: session cookies and session names count when the value looks like one", () => {
  const sid = rand(ALNUM, 40);
  const har = redactValue({
    cookies: [{ name: "__Secure-auth", value: sid }, { name: "lang", value: "de" }],
  }, "");
  assert.deepEqual(har.redacted.map((r) => r.path), ["/cookies/0/value"]);
  const store = redactValue({ "shop.session": sid, "conference.session": "Keynote, hall B" }, "");
  assert.deepEqual(store.redacted.map((r) => r.path), ["/shop.session"]);
  // A Twilio-style account SID is an identifier.
  assert.deepEqual(redactValue({ accountSid: "AC" + rand(HEX, 32) }, "").redacted, []);
});

Deno.test("JSON Web Keys: private members are redacted, public ones kept", () => {
  const n = rand(ALNUM + "-_", 342);
  const jwk = { kty: "RSA", kid: "k1", n, e: "AQAB", d: rand(ALNUM + "-_", 342) };
  const out = redactValue({ keys: [jwk] }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/keys/0/d"]);
  const ec = redactValue({ kty: "EC", crv: "P-256", x: rand(ALNUM, 43), y: rand(ALNUM, 43) }, "");
  assert.deepEqual(ec.redacted, []);
});

Deno.test("publishable values under credential names are kept", () => {
  const out = redactValue({
    analytics: { projectApiKey: "phc_" + rand(ALNUM, 43) },
    payments: { publishableKey: "pk_live_" + rand(ALNUM, 40) },
    captcha: { siteKey: "6L" + rand(ALNUM, 38) },
  }, "");
  assert.deepEqual(out.redacted, []);
  const secret = redactValue({ payments: { secretKey: "sk_live_" + rand(ALNUM, 40) } }, "");
  assert.equal(secret.redacted.length, 1);
});

Deno.test("text name/value pairs: Postman, ECS and Kubernetes env entries", () => {
  const k = rand(ALNUM, 26);
  gone(`{ "key": "mux_token_secret", "value": "${k}", "type": "secret" }`, k);
  gone(`"environment": [{"name": "PLANETSCALE_PASSWORD", "value": "${k}"}]`, k);
  gone(`        - name: KEYCLOAK_CLIENT_SECRET\n          value: "${k}"`, k);
  kept(`- name: LOG_FORMAT\n  value: json\n- name: API_TOKEN_TTL\n  value: "3600"`);
  kept(`{ "key": "api_token", "value": "{{api_token}}" }`);
});

Deno.test("settings rows: a name cell, then its value", () => {
  const h = rand(HEX, 32);
  gone(`key,value\nregion,us-east-2\nMAILGUN_SIGNING_KEY,${h}\n`, h);
  gone(`| Variable | Value |\n|---|---|\n| ROLLBAR_ACCESS_TOKEN | ${h} |`, h);
  kept(`field,required,notes\npassword,yes,min 12 characters\napi_key,no,rotate yearly`);
  kept(`setting\tvalue\nsort_key\tcreated_at_desc_2024\n`);
});

Deno.test("a value introduced in prose by the variable it belongs to", () => {
  const h = rand(HEX, 32);
  gone(`Heads-up: ${h} is the new BUGSNAG_API_KEY, old one revoked.`, h);
  const b32 = rand("abcdefghijklmnopqrstuvwxyz234567", 24) + "x9";
  gone(`I pasted ${b32} into CODECOV_TOKEN last night.`, b32);

  kept(`Build ${h} failed after rotating GITHUB_TOKEN.`);
  kept(`Rotated NPM_TOKEN; commit ${h} records it.`);
});

Deno.test("generated passwords stand out on any command line or in chat", () => {
  for (
    const form of [
      "rclone config create nas webdav user admin pass %",
      "mount -t cifs //fs/share /mnt -o username=svc,password=%",
      "psexec \\\\host -u ACME\\ops -p % cmd",
      'expect: send "%\\r"',
      "new locker code for the bike shed: %",
    ]
  ) {
    const pw = `Qm${rand("23456789", 1)}xT&${rand("23456789", 1)}wZ${rand("23456789", 1)}pK`;
    gone(form.replace("%", pw), pw);
  }
  // Same classes, not a password: versions, identifiers, paths, colours, anchors, SVG paths.
  for (
    const benign of [
      "apt install libGLESv2.so.2 and python3.11-venv",
      "see https://github.com/acme/repo/blob/main/a.ts#L4774-L4802",
      "className='p-3 bg-[#B91C1C] hover:bg-Red2'",
      "<path d='M12 2H41V11h-9.35v26ZM7'/>",
      "import { z32.ZodPipe } from 'zod'; ipv4ToInt32;",
      "Released v2.14.3-RC1 on 2026-10-02T12:00:00Z",
      "locale en_US.UTF-8 tz Europe/Berlin",
    ]
  ) kept(benign);
});

Deno.test("UATP airline cards count on a line about a card or a charge", () => {
  const base = "1" + rand("0123456789", 13);
  let digits = base + "0";
  for (let d = 0; d < 10; d++) {
    const c = base + d;
    const sum = [...c].reverse().reduce((a, ch, i) => {
      let n = Number(ch) * (i % 2 ? 2 : 1);
      if (n > 9) n -= 9;
      return a + n;
    }, 0);
    if (sum % 10 === 0) digits = c;
  }
  gone(`please refund the charge to card ${digits} today`, digits);
  kept(`profile ${digits} followed the page`);
});

Deno.test("public keys and placeholders after a scheme are kept", () => {
  kept(`map.accessToken = "pk.eyJ1Ijoib3BzIiwiYSI6ImNrM${rand(ALNUM, 20)}.${rand(ALNUM, 22)}";`);
  kept(`<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${rand(ALNUM, 14)}"></div>`);
  kept(`turnstile:\n  siteKey: "${rand(ALNUM, 40)}"`);
  kept("Authorization: Klaviyo-API-Key {private_key}");
  kept("Authorization: SharedKey <account>:<signature>");
  const t = rand(ALNUM, 36);
  gone(`Authorization: GenieKey ${t}`, t);
});

Deno.test("passwords given in prose, in many languages", () => {
  for (
    const form of [
      "Le mot de passe du Wi-Fi est %",
      "la contraseña nueva es: %",
      "A senha do servidor é %",
      "Het wachtwoord voor de NAS is %",
      "Hasło do konta: %",
      "Пароль: %",
      "パスワードは % です",
      "비밀번호: %",
      "Şifre: %",
      "the password for the staging box is %",
      "credentials: deploy:%",
      "wifi: OfficeNet / %",
    ]
  ) {
    const pw = `Lm${rand("23456789", 2)}${rand("abcdefghjk", 3)}R`;
    gone(form.replace("%", pw), pw);
  }
  for (
    const benign of [
      "Le mot de passe doit contenir 12 caractères.",
      "Das Passwort ist abgelaufen.",
      "password: must be at least 12 chars",
      "Reset via --password-stdin or password+reset links",
      "login: jdoe",
      "account: arn:aws:iam::123456789012:root",
      "vault kv get -field=password secret/data/prod/db",
      "feat: allow to pass a base URL to makeRequestAbsolute",
      "パスワードを忘れた場合はこちら",
    ]
  ) kept(benign);
});

Deno.test("PuTTY key files: the private lines are redacted, the public ones kept", () => {
  const pub = rand(ALNUM, 64);
  const priv = rand(ALNUM, 64);
  const text =
    `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ops\nPublic-Lines: 1\n${pub}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${
      rand(HEX, 64)
    }`;
  const out = redactText(text);
  assert.ok(!out.includes(priv) && out.includes(pub), out);
});

Deno.test("Kubernetes Secret manifests: every data entry, whatever its name", () => {
  const dsn = btoa(`redis://:${rand(ALNUM, 18)}@cache:6379`);
  const cfg = btoa(
    JSON.stringify({ auths: { "registry.test": { auth: btoa("ci:" + rand(ALNUM, 20)) } } }),
  );
  const text =
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n  REDIS_URL: ${dsn}\n  .dockerconfigjson: ${cfg}\n  tier: ${
      btoa("gold")
    }\n`;
  const out = redactText(text);
  assert.ok(!out.includes(dsn) && !out.includes(cfg), out);
  assert.ok(out.includes(btoa("gold")), "a short setting stays");
  // A ConfigMap's data is configuration, not secrets.
  kept(`apiVersion: v1\nkind: ConfigMap\ndata:\n  REDIS_URL: ${dsn}\n`);
});

Deno.test("API keys and secrets named in other languages", () => {
  for (
    const form of [
      "Der API-Schlüssel lautet %",
      "Votre clé API : %",
      "A chave da API é %",
      "Ваш API-ключ: %",
      "API 키: %",
      "el secreto es %",
    ]
  ) {
    const k = rand(HEX, 32);
    gone(form.replace("%", k), k);
  }
  kept("Das Geheimnis ist gelüftet, sagte sie.");
  kept("Votre clé API : voir le tableau de bord");
  kept("секрет успеха прост: работать каждый день");
});

Deno.test("JSON keys that say 'password' in other languages", () => {
  const pw = `Qx${rand("23456789", 3)}vb!L${rand("abcdefghjk", 2)}`;
  const out = redactValue({ benutzer: "anna", passwort: pw, mot_de_passe: pw, "пароль": pw }, "");
  assert.deepEqual(out.redacted.map((r) => r.path).sort(), [
    "/mot_de_passe",
    "/passwort",
    "/пароль",
  ]);
  // Italian `parola` is also "word": a vocabulary app's data stays.
  assert.deepEqual(redactValue({ parola: "ciao", traduzione: "hello" }, "").redacted, []);
});

Deno.test("code argument lists, type unions and serialized tables are not rows or passwords", () => {
  kept("context.events.push(['enter', token, context]);");
  kept("type Scheme = SchemeBasic | SchemeApiKey | SchemeOAuth2;");
  const table = Array.from({ length: 12 }, () => "O'#KTOKPQ`O,5;^OK^Q!0Ln,5:^").join("") +
    "O,5:fONSQ`O,Xq7!Lm3Kp9'#KRONtQ`O'#KQ" +
    Array.from({ length: 12 }, () => "O'#KTOKPQ`O,5;^OK^Q!0Ln,5:^").join("");
  kept(table);
});
