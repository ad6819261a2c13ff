// Issue 13, redaction round 4: the families behind v7's misses and false alarms (name/value tables,
// credentials handed over in other languages, UUID tokens of more vendors, user and password in
// one argument, environment defaults after the call, form-encoded cards, wallet keys in configs
// and byte lists, one-time-password seeds; IBAN samples, option names in prose, metadata key
// names, identity entries of a Secret), each next to benign look-alikes. Examples written for
// this test, not from any fixture.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ibanMod97Valid } from "../../src/audit/checksums.ts";
import { PUBLISHED_IBANS } from "../../src/audit/sample_ibans.ts";
import {
  ALNUM,
  cardNumber,
  DIGITS,
  HEX,
  iban,
  rand,
  randomBytes,
  uuid,
} from "./fixtures/random.ts";

const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

Deno.test("name/value tables: the row's name cell decides its value cell", () => {
  const key = rand(UPPER_DIGITS, 20);
  const tok = uuid();
  gone(`| Stage | Setting | Value |\n|---|---|---|\n| live | WIDGETCO_API_KEY | ${key} |`, key);
  gone(`team;name;value\ncore;BILLING_TOKEN;${tok}\ncore;LOG_LEVEL;info`, tok);
  const pw = rand(ALNUM, 14);
  gone(`key\tvalue\tnote\nSMTP_PASSWORD\t${pw}\trotated`, pw);
  gone(`Variable,Value\nDB_PASSWORD,${pw}\nDB_HOST,db.internal`, pw);
  // Names that are not credentials, placeholders and public ids stay.
  const other = rand(ALNUM, 24);
  gone(`| Umgebung | Name | Wert |\n|---|---|---|\n| prod | SMTP_PASSWORT | ${other} |`, other);
  gone(`Nom;Valeur\nCLE_API;${other}\nDEVISE;EUR`, other);
  kept("| Name | Value |\n|---|---|\n| REGION | eu-west-1 |\n| replicas | 3 |");
  kept("name,value\nAPI_KEY,<your-api-key>\nSTRIPE_KEY,pk_live_abc123def456ghi789\n");
  kept("| Parameter | Value |\n| --- | --- |\n| token_ttl | 3600 |\n| page_token | next |");
});

Deno.test("a key, token or secret handed over in another language", () => {
  const cases = [
    (v: string) => `Hier ist der neue Zugangsschlüssel für Brevo: ${v} bitte nicht teilen`,
    (v: string) => `Voici la clé de l'API Mailjet : ${v}`,
    (v: string) => `Klucz do Pipedrive to ${v}, nie wrzucaj go do repo.`,
    (v: string) => `Ключ доступа к Selectel: ${v}`,
    (v: string) => `新的访问令牌：${v} 请妥善保管`,
    (v: string) => `本番の API キーは ${v} です。`,
    (v: string) => `이 서비스의 인증키: ${v}`,
    (v: string) => `A chave da conta é ${v}`,
  ];
  for (const make of cases) {
    const v = rand(UPPER_DIGITS, 32);
    gone(make(v), v);
  }
  const mixed = rand(ALNUM, 40);
  gone(`Clave secreta de Culqi ${mixed} (solo producción)`, mixed);
  // Ids, hashes, public keys and placeholders stay.
  kept(`Der SHA-256-Hash des Schlüssels: ${rand(HEX, 64)}`);
  kept(`Clé publique du serveur : ${rand(UPPER_DIGITS, 40)}`);
  kept(`主键是 ${rand(HEX, 32)}`);
  kept("API キーは YOUR_API_KEY_HERE に置き換えてください。");
  kept("패키지 버전: 2.14.0-beta.3 (빌드 20260112)");
  kept("Die Schlüsselübergabe erfolgt am Montag um 10:00 im Büro 3.14.");
});

Deno.test("English credential words linked by another language's 'is', 20-character keys", () => {
  const v = rand(UPPER_DIGITS, 20);
  gone(`Le secret du webhook est ${v}`, v);
  gone(`Das Webhook-Secret lautet ${v}`, v);
  const hex = rand(HEX, 40);
  gone(`Der Zugriffstoken lautet ${hex}`, hex);
  gone(`here is the token for Mailjet: ${v}`, v);
  kept("Le secret est bien gardé depuis 2019.");
  kept("El token es válido por 3600 segundos.");
  kept("const rawTokens = mapRawTokens2UIdOfValue(rawTokens);");
});

Deno.test("English prose without a colon: linking words only, long material; labels above values", () => {
  const up = rand(UPPER_DIGITS, 28);
  gone(`Set the Trello key to ${up} in settings.`, up);
  gone(`The Mixpanel secret (${up}) expires Friday.`, up);
  gone(`We got a new key from Vultr - ${up}`, up);
  const hex = rand(HEX, 32);
  gone(`please use the staging token ${hex} for now`, hex);
  gone(`Support,\nhere is our API key\n${up}\nthanks`, up);
  gone(`Access token:\n\n  ${hex}\n`, hex);
  // A noun between the word and the value says the value is something else's id.
  kept(`Secret rotation job ${hex} finished`);
  kept(`API key rotation for tenant ${hex} completed`);
  kept(`Keys are stored in KMS alias ${up}`);
  kept(`The key space has ${up} entries`);
  kept(`tokens 1-3 of sequence ${hex}`);
  kept(`primary key\n${up}`);
});

Deno.test("secrets handed to a command line by position: key as basic-auth user, secret stores", () => {
  const key = rand(ALNUM, 28);
  gone(`curl https://api.billing.test/v1/customers -u ${key}: -d email=a@b.test`, key);
  gone(`curl --user "${key}:" https://api.test`, key);
  const pw = rand(ALNUM, 18) + "7";
  gone(`gh secret set NPM_PUBLISH --body "${pw}" --repo org/app`, pw);
  gone(`aws secretsmanager put-secret-value --secret-id prod/db --secret-string '${pw}'`, pw);
  gone(`aws ssm put-parameter --name /app/key --type SecureString --value ${pw}`, pw);
  gone(`az keyvault secret set --vault-name kv1 --name db --value ${pw}`, pw);
  gone(`npx wrangler secret put STRIPE_KEY <<< "${pw}"`, pw);
  gone(`echo -n ${pw} | gh secret set SENTRY_AUTH`, pw);
  kept("curl -u admin: http://localhost:8080/health");
  kept('gh secret set NPM_TOKEN --body "$NPM_TOKEN"');
  kept("aws secretsmanager put-secret-value --secret-id x --secret-string file://secret.json");
  kept("echo $TOKEN | gh secret set SENTRY_AUTH");
  kept("aws ssm put-parameter --name /app/region --type String --value eu-west-1");
});

Deno.test("settings and table columns named in other languages", () => {
  const key = rand(ALNUM, 32);
  gone(`CLAVE_API=${key}`, key);
  gone(`api_schluessel: "${key}"`, key);
  gone(`CLE_API=${key}`, key);
  gone(`klucz_api = '${key}'`, key);
  const pw = rand(ALNUM, 10) + "#" + rand(DIGITS, 2);
  gone(`| Servicio | Contraseña |\n|---|---|\n| NAS | ${pw} |`, pw);
  gone(`Парола: ${pw}`, pw);
  // A plain word for "key" is as generic as English "key"; ids and short values stay.
  kept(`article: ${rand(ALNUM, 24)}`);
  kept("CLAVE_API=<tu-clave-aqui>");
  kept("| Servicio | Contraseña |\n|---|---|\n| NAS | (ver bóveda) |");
  kept("cycle_key: 2026-11-28T10:00:00Z");
});

Deno.test("passwords by another name, definite forms, 'reads' and adjectives as links", () => {
  const pw = rand(ALNUM, 9) + "!" + rand(DIGITS, 2);
  gone(`Hasło brzmi ${pw}`, pw);
  gone(`Lösenordet är ${pw}`, pw);
  gone(`Il codice di accesso è ${pw}`, pw);
  gone(`Zugangscode: ${pw}`, pw);
  gone(`WLAN-Schlüssel: ${pw}`, pw);
  gone(`la clave del wifi es ${pw}`, pw);
  gone(`mot de passe temporaire ${pw}`, pw);
  gone(`Adgangskoden lyder ${pw}`, pw);
  kept("The access code is valid for 10 minutes.");
  kept("Exchange the access code for tokens (RFC 6749 section 4.1).");
  kept("Der WLAN-Schlüssel steht auf der Rückseite.");
  kept("Password temporary lockout after 5 attempts.");
});

Deno.test("JSON keys naming a token or secret in other languages and scripts", () => {
  const v = rand(ALNUM, 20);
  for (
    const key of ["токен", "segredo", "令牌", "jeton_acces", "clave_api", "トークン", "시크릿"]
  ) {
    assert.deepEqual(redactValue({ [key]: v }, "").redacted.map((r) => r.path), [`/${key}`]);
  }
  // Counts and people are not secrets.
  assert.deepEqual(
    redactValue({ jetons_utilises: 42, sekretarz: "Jan Kowalski" }, "").redacted,
    [],
  );
});

Deno.test("UUID tokens: more vendors, cues before the name and in other languages", () => {
  const t = uuid();
  gone(`codecov upload token for the mono repo: ${t}`, t);
  gone(`export SAUCE_ACCESS_KEY=${t}`, t);
  gone(`Tady je token k Opsgenie: ${t}`, t);
  gone(`Here's the key for Snyk ${t}, rotate it on Friday`, t);
  gone(`BRAZE_REST_KEY: ${t}`, t);
  gone(`Scaleway secret key ${t}`, t);
  kept("OPSGENIE_API_KEY=00000000-0000-0000-0000-000000000000");
  kept("SNYK_TOKEN=12345678-1234-1234-1234-123456789012");
  kept(`Codecov report for commit ${rand(HEX, 40)}: project id ${uuid()}`);
});

Deno.test("user and password in one argument: Go DSNs, Samba -U, impacket targets", () => {
  const pw = rand(ALNUM, 12) + "!";
  gone(`dsn := "reporting:${pw}@tcp(db-3:3306)/metrics?tls=true"`, pw);
  gone(`DATABASE_DSN=app:${pw}@unix(/var/run/mysqld.sock)/app`, pw);
  gone(`rpcclient -U "CORP\\\\auditor%${pw}" 10.1.2.3 -c enumdomusers`, pw);
  gone(`smbget --user=backup%${pw} smb://nas/share/file.txt`, pw);
  gone(`python3 secretsdump.py corp.local/admin:${pw}@10.0.0.7`, pw);
  kept(`dsn := "reporting@tcp(db-3:3306)/metrics"`);
  kept(`dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", user, pass, host, db)`);
  kept("smbclient //nas/share -U 'CORP\\\\auditor%$SMB_PASS'");
  kept("smbclient -L //nas -U guest%");
  kept("python3 psexec.py corp.local/admin@10.0.0.7 -hashes :aad3b435b51404ee");
});

Deno.test("environment defaults written after the lookup", () => {
  const pw = rand(ALNUM, 10) + "-" + rand(DIGITS, 4);
  gone(`password: <%= ENV.fetch("APP_DB_PASS") { "${pw}" } %>`, pw);
  gone(`DB_PASSWORD = os.environ.get("DB_PASSWORD") or "${pw}"`, pw);
  gone(`$secret = getenv('APP_SECRET') ?: '${pw}';`, pw);
  kept(`timeout: <%= ENV.fetch("HTTP_TIMEOUT") { "30" } %>`);
  kept(`password = os.environ.get("DB_PASSWORD") or ""`);
  kept(`region = os.environ.get("AWS_REGION") or "eu-central-1"`);
});

Deno.test("cards written in a form body or a URL (`+` or `%20` between groups)", () => {
  const card = cardNumber("53", 16);
  const plus = card.replace(/(\d{4})(?=\d)/g, "$1+");
  gone(`card_no=${plus}&exp=1229&cvc=123`, plus);
  const pct = card.replace(/(\d{4})(?=\d)/g, "$1%20");
  gone(`GET /pay?pan=${pct}&amount=12`, pct);
  kept("card=4242+4242+4242+4242&exp=1229");
  kept("ref=1234+5678+9012+3456&sum=42");
  kept("q=2026+11+28&page=4");
});

Deno.test("cards grouped by dots; IBANs grouped by dashes or written in lower case", () => {
  const card = cardNumber("4", 16);
  const dotted = card.replace(/(\d{4})(?=\d)/g, "$1.");
  gone(`Kartennummer: ${dotted}`, dotted);
  kept("Version 2026.1128.0001.77 released");
  kept("4242.4242.4242.4242 is Stripe's test card");
  const de = iban("DE", 22);
  const dashed = de.replace(/(.{4})(?=.)/g, "$1-");
  gone(`IBAN ${dashed}`, dashed);
  gone(`POST /donate iban=${de.toLowerCase()}&amount=20`, de.toLowerCase());
  kept(`IBAN ${dashed.slice(0, -1)}${(Number(dashed.slice(-1)) + 1) % 10}`); // mod-97 fails
  kept(`commit de89${rand(HEX, 36)}`);
  kept(`iban_hint=de89 (the country code comes first)`);
});

Deno.test("domestic card schemes on a line about a card, in any language", () => {
  for (const prefix of ["8600", "9860", "9704", "9891", "638"]) {
    const card = cardNumber(prefix, 16);
    const grouped = card.replace(/(\d{4})(?=\d)/g, "$1 ");
    gone(`Номер карты: ${grouped}`, grouped);
    gone(`Số thẻ Napas / card ${card}`, card);
    gone(`カード番号 ${card}`, card);
    kept(`Tracking ${card} left the depot`);
    kept(`row ${card} of 2`);
  }
});

Deno.test("wallet keys in deploy configs and keypair byte lists", () => {
  const key = rand(HEX, 64);
  gone(`networks: { sepolia: { url: RPC, accounts: ["0x${key}"] } }`, key);
  gone(`new HDWalletProvider("${key}", "https://rpc.example")`, key);
  const bytes = Array.from(randomBytes(64)).join(",");
  gone(`solana-keygen wrote ~/.config/solana/deployer.json:\n[${bytes}]`, bytes);
  const seed = Array.from(randomBytes(32)).join(", ");
  gone(`const kp = Keypair.fromSeed(Uint8Array.from([${seed}]));`, seed);
  kept(`accounts: ["0x${rand(HEX, 40)}"]`);
  kept(`const pubkeyBytes = [${Array.from(randomBytes(32)).join(",")}]; // solana public key`);
  kept(`keypair sizes: [${Array.from({ length: 64 }, (_, i) => i % 4).join(",")}]`);
  kept(`wallet image histogram [${Array.from({ length: 64 }, (_, i) => i * 7).join(",")}]`);
});

Deno.test("one-time-password seeds: otpauth URIs and named TOTP secrets", () => {
  const s = rand(BASE32, 32);
  gone(`otpauth://totp/Corp:dev?issuer=Corp&secret=${s}&period=30`, s);
  gone(`otpauth://hotp/VPN?secret=${s.toLowerCase()}&counter=4`, s.toLowerCase());
  const grouped = s.toLowerCase().match(/.{4}/g)!.join(" ");
  gone(`Authenticator setup key: ${grouped}`, grouped);
  gone(`TOTP secret for the break-glass account is ${s}`, s);
  gone(`mfa_seed=${s}`, s);
  kept("otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example");
  kept("otpauth://totp/Lab:kim?issuer=Lab&algorithm=SHA1&digits=6"); // a scheme, not a key
  kept("The TOTP secret is stored base32-encoded; see RFC 6238 for the algorithm.");
  kept("2FA key: REPLACEWITHYOURKEY");
});

Deno.test("published sample IBANs: each is a valid IBAN, and each is kept", () => {
  assert.ok(PUBLISHED_IBANS.size >= 50);
  for (const sample of PUBLISHED_IBANS) {
    assert.ok(ibanMod97Valid(sample), sample);
    kept(`Transfer to ${sample.replace(/(.{4})(?=.)/g, "$1 ")} today`);
  }
});

Deno.test("false alarms of v7's families stay byte-identical", () => {
  // Published sample IBANs and example lines in other languages.
  kept("Beispiel: DE89 3704 0044 0532 0130 00");
  kept("IBAN GB82 WEST 1234 5698 7654 32 is the registry's sample.");
  kept(`Exemple d'IBAN : ${iban("FR", 27)} (fictif)`);
  kept(`Przykładowy numer IBAN: ${iban("PL", 28)}`);
  const real = iban("NL", 18, true);
  gone(`Betaal naar ${real} vóór vrijdag`, real);
  // Option names in prose are not their values.
  kept("- Removed the --client-secret flag; use --client-secret-file.");
  kept("The --password option is deprecated in 3.0.");
  // Metadata about a secret under its name.
  const meta = redactValue({ password_hash_algo: "bcrypt", token_status: "revoked-by-admin" }, "");
  assert.deepEqual(meta.redacted, []);
  // Who a Secret connects as stays; the password goes.
  const pw = rand(ALNUM, 16);
  const secret = {
    kind: "Secret",
    data: { username: btoa("ingest-worker"), host: btoa("db.internal"), password: btoa(pw) },
  };
  assert.deepEqual(redactValue(secret, "").redacted.map((r) => r.path), ["/data/password"]);
  const yaml = `kind: Secret\ndata:\n  username: ${btoa("ingest-worker")}\n  password: ${
    btoa(pw)
  }\n`;
  const out = redactText(yaml);
  assert.ok(out.includes(btoa("ingest-worker")) && !out.includes(btoa(pw)), out);
});
