// Issue 13, redaction round 15: the families behind the misses and false alarms of v15–v18 read
// together (v18: regulated and institutional systems). Each next to look-alikes on the other side.
// Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

Deno.test("a load file's þ qualifier is no part of a value; a null or a filler stays", () => {
  kept('þDOC0001þþDOC0002þþLegalþþFrom the export — "refresh_token": nullþ');
  kept("þDOC0001þþDOC0002þþLegalþþapi_key: noneþ");
  const secret = rand(ALNUM, 22);
  gone(`þDOC0001þþDOC0002þþLegalþþ"access_token": "${secret}"þ`, secret);
  gone(`þDOC0001þþLegalþþpassword: ${secret}þ`, secret);
});

Deno.test("lorem ipsum filler is a placeholder; a random value with letters is not", () => {
  kept("Template row: Secret: lorem-ipsum-dolor (copy this block)");
  kept("api_key = Lorem_Ipsum_Key");
  const secret = rand(ALNUM, 20);
  gone(`Template row: Secret: ${secret} (copy this block)`, secret);
});

Deno.test("a # comment between rows of one table is no root prompt; real prompts still are", () => {
  const rows = Array.from(
    { length: 3 },
    () => `TX${rand("0123456789", 10)};${rand("123456789", 3)}.00;EUR;MATCHED;E2E-${rand(HEX, 8)}`,
  );
  kept(
    `TXN;AMOUNT;CCY;STATUS;REF\n${rows[0]}\n# reviewer note: session token: [kept in vault]\n${
      rows[1]
    }\n${rows[2]}`,
  );
  kept(`id,name,role\n7,ana,ops\n# reviewer: password rotated\n8,bo${rand(HEX, 6)}A,dev`);
  const secret = `Xq${rand(ALNUM, 14)}9!`;
  gone(`deploy log\n$ vault kv get -field=password secret/db\n${secret}`, secret);
  gone(`a;b\n# cat /run/secrets/db_password\n${secret}`, secret);
});

Deno.test("a product's published session cookie goes outside a Cookie header; resets stay", () => {
  const hex = rand(HEX, 64);
  gone(`Temp access for the weekend. NSC_AAAC=${hex}`, hex);
  const ticket = `AjQx${rand(ALNUM, 60)}`;
  gone(`copied from the browser: MYSAPSSO2=${ticket}`, ticket);
  const psid = `g.a${rand(ALNUM, 80)}`;
  gone(`.google.com\tTRUE\t/\tTRUE\t1822000000\t__Secure-3PSID: ${psid}`, psid);
  const steam = `7656119${rand("0123456789", 10)}%7C%7C${rand(ALNUM, 40)}`;
  gone(`login cookie steamLoginSecure=${steam} — works`, steam);
  // A cleared cookie, a mask, documentation that names the cookie: kept.
  kept("Set-Cookie on logout: NSC_AAAC=xyz; expires=Thu, 01 Jan 1970 00:00:00 GMT");
  kept("NSC_AAAC=deleted; path=/; the gateway clears it");
  kept("The FedAuth: cookie lifetime comes from web.config (see the SharePoint docs).");
  kept("SAP_SESSIONID_PRD_100=xxxxxxxxxxxxxxxxxxxxxxxx");
  kept("MYSAPSSO2=<logon ticket> is issued after the portal login");
});

Deno.test("a name/value pair whose name is a description counts by its last word", () => {
  const pw = `${rand(ALNUM, 10)}=${rand(ALNUM, 8)}`;
  gone(`handover: {"name": "bank SFTP password", "value": "${pw}"}`, pw);
  const code = `REG-${rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16)}`;
  gone(`note {"name": "portal authorisation code", "value": "${code}"}`, code);
  // Settings and codes that are no secrets: kept.
  kept('row {"name": "zip code", "value": "90210-1234"}');
  kept('row {"name": "error code", "value": "E_TIMEOUT-504"}');
  kept('row {"name": "password policy", "value": "Min-12-chars"}');
  kept('row {"name": "reset password", "value": "enabled"}');
  kept('row {"name": "country code", "value": "DE-BY-2024"}');
});

Deno.test("a credential's name, an aside, then the value; ids, public keys and prose stay", () => {
  const pw = `${rand(ALNUM, 6)}@${rand(ALNUM, 6)}!${rand(ALNUM, 4)}`;
  gone(`Station admin password, as set on the configuration screen: ${pw}`, pw);
  gone(`RADIUS shared key (all PoPs, rotated monthly): ${pw} — ask ops`, pw);
  const hex = rand(HEX, 32);
  gone(`copied from the gateway clientkey settings page: ${hex} — new`, hex);
  gone(`<Ustrd><![CDATA[Portal client secret, as set on the screen: ${hex}]]></Ustrd>`, hex);
  // An identifier, a public key, a policy, a file, a URL, prose after the colon: kept.
  kept(`API key id, as shown in the console: ${rand(HEX, 32)}`);
  kept(`Site key, from the captcha settings page: 6Lc${rand(ALNUM, 37)}`);
  kept("Password, as required by the policy: Minimum12Characters");
  kept("Token, as issued by the portal: see runbook-section-4.md");
  kept("Secret rotation, as agreed with security: https://wiki.example.org/rotation");
  kept("The key thing, as discussed in the meeting: everything ships on Monday");
  kept(`Request token, correlation id in the log: ${rand(HEX, 32)}`);
});

Deno.test("a value, then an arrow back at it naming a credential; negations and code stay", () => {
  const pw = `${rand(ALNUM, 8)}%${rand(ALNUM, 6)}`;
  gone(`Night shift, do not e-mail: ${pw}   <- interface engine service password`, pw);
  const key = `${rand(HEX, 8)}-${rand(HEX, 4)}-${rand(HEX, 4)}-${rand(HEX, 4)}-${rand(HEX, 12)}`;
  gone(`note="rotated: ${key}   <- vendor integration key token"`, key);
  kept("Step3Config_v2!   <- not a password");
  kept("x = compute_value()  <- API key");
  kept('token <- Sys.getenv("API_TOKEN")');
  kept("deploy_2024_report.md   <- secret notes");
  kept(`${key}   <- request id`);
});

Deno.test("an HSM key by its X9.24 name goes; check values, test keys and ids stay", () => {
  const k = rand("0123456789ABCDEF", 32);
  gone(`Key ceremony: ZMK component 2 of 3 (clear): ${k}`, k);
  gone(`text="TPK under ZMK: U${k}"`, `U${k}`);
  const a = rand("0123456789ABCDEF", 16), b = rand("0123456789ABCDEF", 16);
  gone(`LMK test component (variant): ${a} ${b}`, `${a} ${b}`);
  kept(`ZMK KCV: ${rand("0123456789ABCDEF", 6)}`);
  kept("ZMK check value: 3A9F0C21B7D4E865");
  kept("TPK: 0123456789ABCDEFFEDCBA9876543210 (the published test key)");
  kept("LMK: 0000000000000000");
  kept("BDK id: 2026");
});

Deno.test("a typed password after an aside may start with % or hold no digit", () => {
  const pw = `%${rand(ALNUM, 7)}+${rand(ALNUM, 6)}`;
  gone(`# PACER filer password, as set on the configuration screen: ${pw}`, pw);
  gone(
    "TACACS+ key, as set on the configuration screen: VAveCPEYw@??j%ZTcvbJ",
    "VAveCPEYw@??j%ZTcvbJ",
  );
  kept("Windows password, as set on the login screen: %USERPASSWORD%");
  kept("Wi-Fi passphrase, as printed on the router: Correct-Horse-Battery");
});

Deno.test("an otpauth URI's secret goes without a 2–7 digit; documentation seeds stay", () => {
  const letters = rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 32);
  gone(`otpauth://totp/Portal:admin?secret=${letters}&issuer=Portal`, letters);
  const lax = rand("ABCDEFGHJKLMNPQRSTUVWXYZ0189", 32);
  gone(`bio: otpauth://totp/Shop:lena?secret=${lax}&issuer=Shop — new`, lax);
  kept("otpauth://totp/ACME:jo?secret=JBSWY3DPEHPK3PXP&issuer=ACME");
  kept("otpauth://totp/x?secret=AAAAAAAAAAAAAAAAAAAA");
  kept("otpauth://totp/x?secret=YOUR_SECRET_HERE_X");
});

Deno.test("a code after a name that says what it unlocks; counts, statuses and samples stay", () => {
  const tan = `${rand("123456789", 1)}${rand("0123456789", 7)}`;
  gone(`Sammelüberweisung: TAN für Sammelüberweisung: ${tan}`, tan);
  gone(`two-factor token for controlled-substance signing: ${tan}þ`, tan);
  gone(`"text": "Hi,\\npuk: ${tan}\\nthanks"`, tan);
  const grouped = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)}-${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)}-${
    rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)
  }`;
  gone(`Court e-filing registration PIN: ${grouped}`, grouped);
  const codes = `${rand("0123456789", 5)}-${rand("0123456789", 5)} ${rand("0123456789", 5)}-${
    rand("0123456789", 5)
  }`;
  gone(`MFA recovery codes (admin): ${codes}`, codes);
  kept("HTTP response code: 404");
  kept("recovery codes: 10 remaining");
  kept("TAN: 123456");
  kept("activation code: see e-mail");
  kept("Order PIN: ABCD-EFGH");
  kept("backup codes: 20260115");
});

Deno.test("a list of codes under a bare recovery or backup name goes; schedules and hosts stay", () => {
  const codes = [
    `${rand("0123456789", 5)}-${rand("0123456789", 5)}`,
    `${rand("0123456789", 5)}-${rand("0123456789", 5)}`,
  ];
  const out = redactValue({ mfa: { app: "portal" }, recovery: codes }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/recovery/0", "/recovery/1"]);
  const kept = (value: unknown) => assert.deepEqual(redactValue(value, "").redacted, []);
  kept({ backup: ["daily", "weekly"] });
  kept({ backup: ["db-01", "db-02"] });
  kept({ recovery: ["2024-01-01", "2024-02-01"] });
  kept({ recovery: [`${rand("0123456789", 5)}-${rand("0123456789", 5)}`] });
});

Deno.test("random material after a session id goes; a talk's session and short ids stay", () => {
  const sid = rand(ALNUM, 32);
  gone(`New vendor access: Vault session id: ${sid}`, sid);
  const hex = rand("0123456789ABCDEF", 24);
  gone(`operator note: HMI session id ${hex}`, hex);
  kept("session id: 12345");
  kept("the session id 42 expired");
  kept("session id: 2026-11-28T10:00:00Z");
  kept("Session ID 7 of 12 — keynote");
});
