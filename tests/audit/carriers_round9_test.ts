// Issue 13, redaction round 9: the families behind v12's misses and false alarms (source code and
// developer artefacts): credentials passed to an API by position, SQL logins and password columns,
// property lists and named XML elements, DSL attributes, environment defaults in Rust and Java,
// TOTP constructors, signing seeds, typed declarations, a MAC's key in JSON; each next to benign
// look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghjkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const strong = () => `${rand(UPPER, 2)}${rand(LOWER, 5)}#${rand("0123456789", 4)}${rand(LOWER, 2)}`;
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

Deno.test("a credential passed by position to a client, connect or store call", () => {
  const p = strong();
  gone(`client.auth("${p}", callback)`, p);
  gone(`$r->auth('${p}');`, p);
  gone(`$db = DBI->connect_cached($dsn, $user, '${p}');`, p);
  gone(`$c = mysqli_connect('db.local', 'shop', '${p}', 'shop');`, p);
  gone(`conn = DriverManager.getConnection(jdbcUrl, "report", "${p}");`, p);
  gone(`$pw = ConvertTo-SecureString '${p}' -AsPlainText -Force`, p);
  gone(`props.put(Context.SECURITY_CREDENTIALS, "${p}");`, p);
  gone(
    `Set-Variable -Name pw -Value (ConvertTo-SecureString -AsPlainText -Force -String "${p}")`,
    p,
  );
  gone(`var pw = new NetworkCredential("", "${p}").SecurePassword;`, p);
  gone(`curl_setopt($ch, CURLOPT_PROXYUSERPWD, "proxy:${p}");`, p);
  gone(`KeychainWrapper.standard.set("${p}", forKey: "refresh_token")`, p);
  const cookie = rand(ALNUM, 40);
  gone(`curl_setopt($h, CURLOPT_COOKIE, "lang=de; laravel_token=${cookie}");`, cookie);
});

Deno.test("call look-alikes stay: principals, variables, non-credential keys and constants", () => {
  kept(`env.put(Context.SECURITY_PRINCIPAL, "cn=svc,ou=apps,dc=corp,dc=local");`);
  kept(`client.auth(process.env.REDIS_PASSWORD)`);
  kept(`$db = DBI->connect($dsn, $user, $password);`);
  kept(`curl_setopt($ch, CURLOPT_COOKIE, "lang=de; theme=dark");`);
  kept(`curl_setopt($ch, CURLOPT_USERAGENT, "Mozilla/5.0 (X11; Linux x86_64)");`);
  kept(`defaults.set("Europe/Berlin", forKey: "timezone")`);
  kept(`defaults.set("enabled", forKey: "tokenRefresh")`);
  kept(`redis.auth("password")`);
  kept(`$s = ConvertTo-SecureString $env:BACKUP_PW -AsPlainText -Force`);
  kept(`find: finder(URI_SECRET, "otpauth-secret"),`);
  kept(`headers.put(HttpHeaders.AUTHORIZATION_TOKEN, "Bearer");`);
});

Deno.test("a UI test typing into a password field", () => {
  const p = strong();
  gone(`driver.find_element(By.ID, "login-password").send_keys("${p}")`, p);
  gone(`cy.get('input[name="passwd"]').type('${p}')`, p);
  gone(`await page.fill('#password', '${p}');`, p);
  gone(`await page.getByLabel("Contraseña").fill("${p}");`, p);
  gone(`element(by.css('#pwd')).sendKeys('${p}');`, p);
  gone(`fill_in 'Password', with: '${p}'`, p);
  gone(`@browser.text_field(id: 'password').set '${p}'`, p);
});

Deno.test("UI look-alikes stay: other fields, variables, placeholders", () => {
  kept(`driver.find_element(By.NAME, "email").send_keys("ops@example.com")`);
  kept(`driver.find_element(By.NAME, "password").send_keys(os.environ["E2E_PW"])`);
  kept(`await page.fill('#password', process.env.TEST_PASSWORD);`);
  kept(`cy.get('#password').type('********')`);
  kept(`fill_in 'Password', with: user.password`);
  kept(`fill_in 'Email', with: 'ops@example.com'`);
});

Deno.test("SQL: a login's password and a password column of an INSERT", () => {
  const p = strong();
  gone(`CREATE ROLE etl WITH LOGIN PASSWORD '${p}' VALID UNTIL 'infinity';`, p);
  gone(`ALTER USER 'app'@'10.%' IDENTIFIED WITH mysql_native_password BY '${p}';`, p);
  gone(`CREATE LOGIN svc_etl WITH PASSWORD = N'${p}', CHECK_POLICY = OFF;`, p);
  gone(`SET PASSWORD FOR 'bob'@'%' = '${p}';`, p);
  gone(`GRANT ALL ON shop.* TO 'shop'@'%' IDENTIFIED BY '${p}';`, p);
  const q = strong();
  gone(
    `INSERT INTO "accounts" ("id", "login", "passwd", "created")\nVALUES (1, 'ana', '${p}', now()),\n  (2, 'li', '${q}', now());`,
    q,
  );
  gone(`INSERT INTO users (email, api_token) VALUES ('a@b.example', '${p}');`, p);
  gone(
    `COPY public.accounts (id, login, password) FROM stdin;\n1\tana\t${p}\n2\tli\t${q}\n\\.\n`,
    q,
  );
});

Deno.test("SQL look-alikes stay: no password literal, other columns, keywords", () => {
  kept(`CREATE ROLE readonly WITH LOGIN PASSWORD NULL;`);
  kept(`ALTER USER app IDENTIFIED EXTERNALLY;`);
  kept(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;`);
  kept(`CREATE USER app WITH PASSWORD 'app_password';`);
  kept(`INSERT INTO users (email, password_reset_sent_at) VALUES ('a@b.example', '2026-01-02');`);
  kept(`INSERT INTO settings (name, value) VALUES ('password_min_length', '12');`);
  kept(`INSERT INTO users (email, password) VALUES ('a@b.example', NULL), ('c@d.example', ?);`);
  kept(`COPY public.accounts (id, login, password) FROM stdin;\n1\tana\t\\N\n\\.\n`);
  kept(`COPY public.orders (id, sku, total) FROM stdin;\n1\tAB-${rand(ALNUM, 20)}\t12.00\n\\.\n`);
});

Deno.test("property lists and named XML elements", () => {
  const key = rand(HEX, 40);
  gone(`<dict>\n\t<key>SENTRY_AUTH_TOKEN</key>\n\t<string>${key}</string>\n</dict>`, key);
  const pat = rand("abcdefghijklmnopqrstuvwxyz0123456789", 52);
  gone(`<key>GITLAB_PAT</key>\n<string>${pat}</string>`, pat);
  const p = strong();
  gone(`<resources>\n  <string name="smtp_password">${p}</string>\n</resources>`, p);
  gone(`<entry key="db.password">${p}</entry>`, p);
  gone(`<setting name="SmtpPassword" serializeAs="String">\n  <value>${p}</value>\n</setting>`, p);
});

Deno.test("plist and XML look-alikes stay: ids, versions, public and placeholder values", () => {
  kept(`<key>CFBundleIdentifier</key>\n<string>com.example.app</string>`);
  kept(`<key>CFBundleShortVersionString</key>\n<string>4.12.0</string>`);
  kept(`<key>NSFaceIDUsageDescription</key>\n<string>Unlock your saved passwords</string>`);
  kept(`<key>API_KEY_HEADER</key>\n<string>X-Api-Key</string>`);
  kept(`<string name="password_hint">At least 12 characters</string>`);
  kept(`<string name="api_key">YOUR_API_KEY</string>`);
  kept(
    `<setting name="SmtpHost" serializeAs="String">\n  <value>${
      rand(ALNUM, 24)
    }</value>\n</setting>`,
  );
  kept(`<setting name="PasswordMinLength" serializeAs="String"><value>12</value></setting>`);
});

Deno.test("DSL attributes, environment defaults, TOTP constructors, seeds, typed constants", () => {
  const p = strong();
  gone(`android {\n  signingConfigs {\n    release {\n      keyPassword '${p}'\n    }\n  }\n}`, p);
  gone(`  password "${p}"\n`, p);
  gone(`let pw = env::var("SMTP_PASSWORD").unwrap_or_else(|_| String::from("${p}"));`, p);
  gone(`let t = std::env::var("API_TOKEN").unwrap_or("${p}".into());`, p);
  gone(
    `String s = Optional.ofNullable(System.getenv("DB_PASS")).orElse("${p}");`,
    p,
  );
  gone(`\tpw := os.Getenv("SMTP_PASS")\n\tif pw == "" {\n\t\tpw = "${p}"\n\t}`, p);
  gone(`token = os.environ.get("GH_TOKEN")\nif not token:\n    token = "${p}"\n`, p);
  const seed = rand(B32, 32);
  gone(`totp = ROTP::TOTP.new("${seed}", issuer: "Acme")`, seed);
  gone(`const otp = new TOTP({ secret: '${seed}' })`, seed);
  gone(`const code = authenticator.generate("${seed}");`, seed);
  gone(`let t = TOTP(secret: base32DecodeToData("${seed}")!)`, seed);
  const hex = rand(HEX, 64);
  gone(`pub const WALLET_SEED: &str = "${hex}";`, hex);
  gone(`val signingSeed: String = "${hex}"`, hex);
  gone(`const dbPassword: string = "${p}";`, p);
});

Deno.test("DSL, default, TOTP and seed look-alikes stay", () => {
  kept(`      storeFile file("release.keystore")\n      keyAlias "upload"\n`);
  kept(`  password "Enter your password"\n`);
  kept(`let pw = env::var("DB_PASSWORD").unwrap_or_default();`);
  kept(`let level = env::var("LOG_LEVEL").unwrap_or("info".into());`);
  kept(`port := os.Getenv("PORT")\nif port == "" {\n\tport = "8080-dev"\n}`);
  kept(`pw := os.Getenv("DB_PASSWORD")\nif pw == "" {\n\tpw = "changeme"\n}`);
  kept(`totp = pyotp.TOTP(pyotp.random_base32())`);
  kept(`totp = pyotp.TOTP("JBSWY3DPEHPK3PXP")`);
  kept(`const code = authenticator.generate(user.totpSecret);`);
  kept(`RANDOM_SEED = 1337\nnp.random.seed(RANDOM_SEED)`);
  kept(`const SEED_HEX: &str = "${rand(HEX, 64)}"; // proptest regression seed`);
  kept(`Cookie: theme=dark; lang=en-GB`);
  kept(`Stripe-Signature: t=1762066585,v1=${rand(HEX, 64)}`);
  kept(`const passwordLabel: string = "Password";`);
});

Deno.test("a compared digest is an expected output, not the key's value", () => {
  kept(
    `assert hmac_sha256(b"msg", key=b"fixture-key") == "${rand(HEX, 64)}"\n`,
  );
  kept(`expect(sign(body, { secret: TEST_SECRET })).toBe("${rand(HEX, 64)}")`);
  const v = rand(ALNUM, 32);
  gone(`if api_key == "${v}":\n    allow()`, v);
});

Deno.test("JSON: a MAC's key beside its scheme; digests of secrets stay", () => {
  const key = `${rand(HEX, 8)}-${rand(HEX, 24)}`;
  const conn = { transport: "tcp", signature_scheme: "hmac-sha256", key };
  assert.deepEqual(redactValue(conn, "").redacted.map((r) => r.path), ["/key"]);
  const jwk = { alg: "HS256", key: rand(ALNUM, 43) };
  assert.deepEqual(redactValue(jwk, "").redacted.map((r) => r.path), ["/key"]);
  const kept1 = { algorithm: "sha256", key: "orders/2026/11/export.csv" };
  assert.equal(redactValue(kept1, "").redacted.length, 0);
  const cache = { signature_scheme: "hmac-sha256", key: "" };
  assert.equal(redactValue(cache, "").redacted.length, 0);
  const baseline = { hashed_secret: rand(HEX, 40), line_number: 3, token_sha256: rand(HEX, 64) };
  assert.equal(redactValue(baseline, "").redacted.length, 0);
  kept(`hashed_secret: ${rand(HEX, 40)}\nline_number: 12`);
  const salt = rand(HEX, 64);
  gone(`HASH_SECRET=${salt}`, salt);
  // A secret used for hashing is a secret, and so is a password hash (round 8 policy).
  const hk = { hmac_secret: rand(HEX, 64), password_hash: "$2b$12$" + rand(ALNUM, 53) };
  assert.deepEqual(redactValue(hk, "").redacted.map((r) => r.path).sort(), [
    "/hmac_secret",
    "/password_hash",
  ]);
});

Deno.test("the same families inside a patch (`+`/`-` opening the lines)", () => {
  const p = strong();
  gone(`@@ -10,6 +10,7 @@\n     release {\n+        keyPassword "${p}"\n`, p);
  gone(`+pw := os.Getenv("SMTP_PASS")\n+if pw == "" {\n+\tpw = "${p}"\n+}\n`, p);
  const key = rand(HEX, 40);
  gone(`+\t<key>SENTRY_AUTH_TOKEN</key>\n+\t<string>${key}</string>\n`, key);
  gone(`+INSERT INTO users (email, passwd) VALUES\n+  ('a@b.example', '${p}');\n`, p);
  kept(`+        keyAlias "upload"\n-        storeFile file("old.keystore")\n`);
  kept(`+INSERT INTO users (email, passwd) VALUES\n+  ('a@b.example', NULL);\n`);
});
