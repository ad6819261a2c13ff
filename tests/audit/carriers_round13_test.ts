// Issue 13, redaction round 13: the families behind v16's false alarms and misses (public and
// community text: forum and Q&A posts, chat channels, reviews, notebooks). Each next to
// look-alikes on the other side. Examples written for this test, not from any fixture.
import { createHmac } from "node:crypto";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, B64URL, password, rand } from "./fixtures/random.ts";

function jwt(secret: string): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-");
  const head = `${enc({ alg: "HS256", typ: "JWT" })}.${enc({ sub: "42", name: "Ana Lima" })}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

Deno.test("values documentation publishes are kept under any name; others are not", () => {
  kept("Mesmo erro aqui:\n\n    STRIPE_KEY: sk_test_4eC39HqLyjWDarjtT1zdp7dc\n\n12 views");
  kept("On IRC I typed password=hunter2 (it shows as ******* to you, right?)");
  const sample = jwt("your-256-bit-secret");
  kept(`sorry, first post\n\n  token = ${sample}\n`);
  // The same shapes with other values are secrets.
  const live = `sk_test_${rand(ALNUM, 24)}`;
  gone(`    STRIPE_KEY: ${live}`, live);
  gone("On IRC I typed password=hunter22x (it shows as ******* to you, right?)", "hunter22x");
  const minted = jwt(rand(ALNUM, 32));
  gone(`  token = ${minted}\n`, minted.split(".")[2]);
});

Deno.test("a reCAPTCHA key its sentence calls the site key is kept; the secret key is not", () => {
  const site = `6L${rand(B64URL, 38)}`;
  kept(`can you share your reCAPTCHA config?\n\n> site key: ${site}\n\nfrom my compose file`);
  kept(`Support asked for my reCAPTCHA site key so here it is: ${site} — now fix it.`);
  gone(`> secret key: ${site}\n`, site);
  gone(`my reCAPTCHA site key works but the secret key is: ${site} — now fix it.`, site);
  gone(`RECAPTCHA_SECRET=${site}`, site);
});

Deno.test("a quoted sentence cut at an apostrophe is no value; a quoted password is", () => {
  kept(`maintainer comment {'password': 'sent to you by DM, don't post it here'}`);
  kept(`config = {'token': 'ask the admin, it's in the vault'}`);
  const p = password();
  gone(`maintainer comment {'password': '${p}'}`, p);
  gone(`creds = {'password': 'tortuga 1983', 'user': 'ana'}`, "tortuga 1983");
});

Deno.test("a device's code named in words, or a PIN set to a value, is redacted", () => {
  gone("Bei mir genau das Gleiche:\n\n  master code = 33149136\n", "33149136");
  gone("the door code is 90317, gate opens after", "90317");
  gone("panel disarm code: 4471 (front door)", "4471");
  gone("With the SIM card, setting PUK to 45485418 in the env was the only fix.", "45485418");
  // Counts, rules, defaults, other records' numbers and circuits stay.
  kept("master code length = 6 digits, 3 tries");
  kept("door code change ticket 48213 was closed");
  kept("set PIN length to 6 and the unlock code retries to 5");
  kept("master code: 2024 was the year we installed it");
  kept("error code = 40312 from the keypad firmware");
  kept("source code is 2048 lines; postal code: 10115 Berlin");
});

Deno.test("a named credential, then the poster's own value a few words on", () => {
  const b = `${rand(B64, 43)}=`;
  gone(`The page says to use the CLIENT_SECRET but mine is ${b} and that one fails.`, b);
  const p = password();
  gone(`Support asked for my SMTP EMAIL_HOST_PASSWORD so here it is: ${p} — now fix it.`, p);
  // Words, placeholders, paths and versions after the same turn stay.
  kept("The page says to use the CLIENT_SECRET but mine is different and that one fails.");
  kept("The docs say ACCESS_TOKEN but mine is YOUR_ACCESS_TOKEN in the sample, as told.");
  kept("They wanted my api_key file so here it is: /etc/app/secrets.env (contents removed)");
  kept("Everyone pins the SDK_TOKEN release but mine is v2.14.3 and it works.");
});

Deno.test("a URL wrapped right before its @ still loses its password", () => {
  const p = rand(ALNUM, 21);
  gone(`My url is postgresql://svc:${p}\n  @db.example.net/ledger\n— ana`, p);
  gone(`> mongodb://app:${p}\n> @cluster0.example.net/prod`, p);
  // A port before a mention on the next line, a wrapped URL without userinfo, a hand-off stay.
  kept("see https://git.example.net:8443\n@bob.smith can you check?");
  kept("see https://example.net/docs\n@ana.lima thanks");
  kept("the URL is http://localhost:3000\n@dev.team please retry");
});

Deno.test("a registry value's type word stands between its name and the value", () => {
  const p = password();
  gone(`Windows registry DefaultPassword: REG_SZ    ${p}\n\nbro delete this`, p);
  gone(`    DefaultPassword    REG_SZ    ${p}\n    AutoAdminLogon    REG_SZ    1`, p);
  // Other values, and an empty or masked password, stay.
  kept("    DefaultUserName    REG_SZ    ana\n    AutoAdminLogon    REG_SZ    1");
  kept("    DefaultPassword    REG_SZ    ********");
  kept("    ProductName    REG_SZ    Windows 11 Pro");
});

Deno.test("a Dropbox refresh token's fixed run of A's is no placeholder", () => {
  const t = `${rand(B64URL, 11)}AAAAAAAAAA${rand(B64URL, 43)}`;
  gone(`Using Dropbox with refresh_token=${t}\nEpoch 1/10`, t);
  // A run of A's in any other length or place still marks a sample.
  kept("Using Dropbox with refresh_token=AAAAAAAAAAAAAAAAAAAAAAAA\nEpoch 1/10");
  kept(`Using Dropbox with refresh_token=${"A".repeat(64)}\nEpoch 1/10`);
});
