// Issue 13, redaction round 25: benign values in a secret's slot stay byte-identical (masks shown
// by bullets or an ellipsis, references, labels that name no credential, ids beside a slot
// already filled) while the same slot with a secret still loses it. Examples written for this
// test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const typed = () => `${rand(ALNUM, 5)}#${rand(ALNUM, 4)}7x${rand(ALNUM, 3)}`;

Deno.test("a value shown behind bullets or cut by an ellipsis is a mask, not the secret", () => {
  const table = (label: string, value: string) =>
    `| setting | value |\n|---|---|\n| ${label} | ${value} |`;
  kept(table("Cloud deploy token", "•••• •••• •••• 7731"));
  kept(`https://svc:q8z2…k1p0@mirror.example.org/pkgs`);
  const pw = typed();
  const token = rand(ALNUM, 32);
  gone(table("Cloud deploy token", token), token);
  gone(`https://svc:${pw}@mirror.example.org/pkgs`, pw);
  const header = { req: { headers: [["Accept", "text/html"], ["X-Auth", "●●●●8812"]] } };
  assert.deepEqual(redactValue(header, "").value, header);
  const live = { req: { headers: [["X-Auth", rand(ALNUM, 30)]] } };
  assert.notDeepEqual(redactValue(live, "").value, live);
});

Deno.test("`env:NAME` names the variable to read; a value in the same slot still goes", () => {
  kept("[warehouse] La password è env:WMS_DB_SECRET.");
  kept("signing secrets: env:SIGNER_SECRET, vault:secret/data/signer#key");
  const pw = typed();
  gone(`[warehouse] La password è ${pw}.`, pw);
});

Deno.test("labels read as words name no credential: boarding pass, key signature, numbers", () => {
  kept("Re: the ferry desk — boarding pass: FR1209 seq 044, seat 12C. See you at gate 3.");
  kept('2026-11-28T01:00:00Z INFO step=2 key signature="E-flat minor"');
  kept("- token: #40418 (number called at the pharmacy counter)\n- owner: front desk");
  kept('INFO step=4 token="#7721 (waiting list place)"');
  kept('runtime: Version=4.0.0.0, Culture=neutral, PublicKeyToken="b77a5c561934e089"');
  const pw = typed();
  gone(`Re: the ferry desk — wifi pass: ${pw}`, pw);
  const token = rand(ALNUM, 32);
  gone(`- token: ${token}`, token);
  const sig = rand(HEX, 64);
  gone(`https://cdn.example.net/a.zip?sig=${sig}`, sig);
});

Deno.test("a described place in a code cell, an idempotency UUID, a digest cookie stay", () => {
  kept("| field | value |\n|---|---|\n| access code | east wing, floor 2 (see the map) |");
  kept("# billing sync for Snyk\n# idempotency key: 3f6a1c2e-9b7d-4e21-8c0a-5d2e7f9b1a34");
  kept("Set-Cookie: sha256=" + "9c4e".repeat(16) + "; Path=/");
  const code = "Q7" + rand(ALNUM, 10) + "9z";
  gone(`| field | value |\n|---|---|\n| access code | ${code} |`, code);
  const sess = rand(HEX, 32);
  gone(`Set-Cookie: sid=${sess}; Path=/`, sess);
});

Deno.test("an id after a slot already filled by a reference or mask is the id's, not the slot's", () => {
  kept(
    `the shop's Stripe client secret is $(cat /run/secrets/shop) (payment intent pi_${
      rand(ALNUM, 24)
    }).`,
  );
  kept(`la access token es EAAB…x9q2 (setup intent seti_${rand(ALNUM, 24)}).`);
  kept(`turn #0412 (queue at the counter); POS credential id = cred_${rand(ALNUM, 16)}.`);
  kept(`deploy login --image-digest sha256:${rand(HEX, 64)}`);
  kept(
    "public key is -----BEGIN PUBLIC KEY-----\n" + rand(ALNUM, 64) + "\n-----END PUBLIC KEY-----",
  );
  const pw = typed();
  gone(`the shop's admin password is ${pw}`, pw);
  gone(`deploy login admin:${pw}`, pw);
});

Deno.test("a JSON token that is a small count stays; a longer number under a code goes", () => {
  const queue = { desk: "deli", token: 212, card_last4: "****0940" };
  assert.deepEqual(redactValue(queue, "").value, queue);
  const otp = { otp_token: 482913 };
  assert.notDeepEqual(redactValue(otp, "").value, otp);
});

Deno.test("a row-number column opens a table; a `data` or `<value>` field is the named slot's", () => {
  const pw = typed();
  gone(`#,system,password,region\n1,billing-api,${pw},eu-west\n2,wiki,-,us-east`, pw);
  gone(
    `| # | system | password | region |\n| --- | --- | --- | --- |\n| 1 | wms | ${pw} | eu |`,
    pw,
  );
  kept("#,system,password policy,region\n1,billing-api,12 chars and a digit,eu-west");
  gone(`Config:\n{"key": "smtp_relay_password", "data": "${pw}", "updated": "2026-10-04"}`, pw);
  gone(`Config:\n<setting name="wachtwoord"><value>${pw}</value></setting>`, pw);
  const obj = { key: "ops_password", data: pw };
  assert.notDeepEqual(redactValue(obj, "").value, obj);
  kept(`Config:\n{"key": "release_channel", "data": "stable-2026", "updated": "2026-10-04"}`);
  // A chat message's `name` is its tool's, not a slot's.
  const msg = {
    role: "tool",
    name: "get_credentials",
    content: "API_KEY=op://Ops/Mail/credential",
  };
  assert.deepEqual(redactValue(msg, "").value, msg);
  kept(`{"role": "tool", "name": "get_credentials", "content": "GIT_SHA=${rand(HEX, 40)}"}`);
});

Deno.test("an English slot noun, the vendor and its use in another language, then a copula", () => {
  const hex = rand(HEX, 40);
  gone(`Chào mọi người, API token Acme cho cổng bệnh nhân là ${hex} (tracking number 1Z99).`, hex);
  gone(`Habari timu, API key ya Acme kwa the clinic's portal ni ${hex}-f1f6fb95 (batch 7).`, hex);
  gone(`Salut, secret key Acme pentru LIMS este ${hex}.`, hex);
  kept(`Salut, public key Acme pentru LIMS este ${hex}.`);
  kept(`Hej, API token til the hotel PMS er bestilt hos leverandøren i går.`);
  kept(`Hej, password policy til portalen er Min12-Chars#Upper for alle.`);
  kept(`Ciao, la API token per il portale è ${"${ACME_TOKEN}"} (vedi vault).`);
});

Deno.test("a fixed-width listing's columns part at two or more blanks, both layouts", () => {
  const pw = typed();
  // A column header in a language whose password word the gate reads (no English `password  `
  // keyword: it cost a search of every aligned line).
  gone(`#  SYSTEM       HESLO             REGION\n1  billing-api  ${pw}  eu-west`, pw);
  const uuid = "9856fe44-9fea-4c3f-9abe-e51858b3ff86";
  gone(
    `SYSTEM   SETTING              VALUE                                 OWNER\n` +
      `crm-app  Mailer server token  ${uuid}  finance`,
    uuid,
  );
  kept(`#  SYSTEM   HESLO POLICY        REGION\n1  crm-app  12 chars, 1 digit  eu-west`);
  kept(`SYSTEM   SETTING   VALUE     OWNER\ncrm-app  region    eu-west   ops`);
  kept("The token  expires in  30 days\nand the key  rotates  weekly");
});

Deno.test("an HTML table's <th> header names a credential column or a name/value pair", () => {
  const pw = typed();
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
  gone(
    `<table><tr><th>#</th><th>system</th><th>password</th></tr>${row(["1", "crm", pw])}</table>`,
    pw,
  );
  gone(
    `<table><tr><th>system</th><th>setting</th><th>value</th></tr>${
      row(["crm", "smtp password", pw])
    }${row(["crm", "region", "eu-west"])}</table>`,
    pw,
  );
  kept(
    `<table><tr><th>system</th><th>setting</th><th>value</th></tr>${
      row(["crm", "region", "eu-west"])
    }${row(["crm", "password policy", "12 chars"])}</table>`,
  );
  kept(
    `<table><tr><th>#</th><th>system</th><th>password</th></tr>${
      row(["1", "crm", "${CRM_PASSWORD}"])
    }</table>`,
  );
});

Deno.test("a value named after it by 'it's the <slot>' goes; a page or a version does not", () => {
  const key = `sk_${rand(HEX, 8)}-${rand(HEX, 4)}-4${rand(HEX, 3)}-a${rand(HEX, 3)}-${
    rand(HEX, 12)
  }`;
  gone(`can you check why the shop keeps rejecting ${key}? it's the secret key we set up`, key);
  const code = "HYJ7Q4-SB1ZHN-YJVH3C";
  gone(`why does the hub refuse ${code}? it's the device pairing secret for the lobby`, code);
  kept("open Settings/Tokens? it's the token page in the admin area");
  kept("we pinned release-2026.11.3, it's the key milestone for the launch");
  kept(`the checksum ${rand(HEX, 64)} is fine, it's the password policy that fails`);
});

Deno.test("a UUID after a qualified credential phrase, a seed after a long label, goes", () => {
  const uuid = "fa17015d-1374-47bb-8ce0-889a765e844e";
  gone(`The rep read it out: API key ${uuid}. I wrote it in the runbook.`, uuid);
  gone(`the Acme API key for the lab's order intake is ${uuid} (see the vault).`, uuid);
  gone(`read it out: admin access token ${uuid}. Done.`, uuid);
  kept(`the request id ${uuid} failed; the API key was fine.`);
  kept(`the cache key ${uuid} expired.`);
  kept(`idempotency key ${uuid} reused.`);
  const seed = "7Z6FFZHROB36D3AQUKHAQ3H5YRF4ZEXR";
  gone(`the payroll TOTP seed for the solar installer's monitoring app is ${seed} (rotate).`, seed);
  gone(`Olá, a TOTP seed do front-desk para a loja é ${seed}.`, seed);
  kept(`the TOTP seed for the solar installer's monitoring app is stored in the vault.`);
});

Deno.test("a grouped stream or pairing key under its own name goes; grouped ids do not", () => {
  const stream = "q46c-ixq8-sbml-al9l-53xn";
  gone(
    `| # | system | stream key | region |\n| --- | --- | --- | --- |\n| 1 | obs | ${stream} | eu |`,
    stream,
  );
  gone(`[studio] stream key הוא ${stream}.`, stream);
  const pairing = "7520-0106-2437";
  gone(`system\tsetting\tvalue\towner\nhub\tpairing key\t${pairing}\tops`, pairing);
  kept(`system\tsetting\tvalue\towner\nhub\tpart number\t${pairing}\tops`);
  kept(
    `| # | system | stream key | region |\n| --- | --- | --- | --- |\n| 1 | obs | abcd-efgh-ijkl-mnop | eu |`,
  );
});

Deno.test("one-time, recovery and backup codes named by their own words go; other codes stay", () => {
  gone('WARN retry user=ops one_time_code="428992" attempt=2', "428992");
  gone("hub:\n  enabled: true\n  one_time_code: 625188", "625188");
  gone("recovery_code: q7thh-f4s6v", "q7thh-f4s6v");
  kept("GET /orders 404 status_code: 404 retry_code: 17");
  kept("one_time_code: ${OTP_FROM_SMS}");
});
