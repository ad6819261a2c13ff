// Issue 13, redaction round 12: the families behind v15's false alarms and misses (agent-to-agent
// and automation traffic: vault reads, queue envelopes, webhook deliveries, agent memory, browser
// and RPA logs). Each next to look-alikes on the other side. Examples written for this test, not
// from any fixture.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, B64URL, HEX, password, rand, uuid } from "./fixtures/random.ts";

/** The JSON a value comes back as, and whether it is byte-identical to what went in. */
function walk(value: unknown): { out: string; same: boolean } {
  const out = JSON.stringify(redactValue(value, "").value);
  return { out, same: out === JSON.stringify(value) };
}

Deno.test("a sensitive key holding JSON is judged by its members", () => {
  const p = password();
  const read = { Name: "prod/db", SecretString: JSON.stringify({ username: "svc", password: p }) };
  assert.ok(!walk(read).out.includes(p));
  const ids = { Name: "prod/hooks", SecretString: JSON.stringify({ hook_id: uuid(), note: "x" }) };
  assert.ok(walk(ids).same);
  // A plain value under the same key still goes whole.
  const plain = rand(ALNUM, 32);
  assert.ok(!walk({ SecretString: plain }).out.includes(plain));
  const queued = { Body: JSON.stringify({ kind: "rotated", api_token: plain }) };
  assert.ok(!walk({ Messages: [queued] }).out.includes(plain));
});

Deno.test("ciphertext and a declared empty value under a sensitive key are kept", () => {
  const vault = `!vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${rand(HEX, 64)}\n  ${rand(HEX, 64)}`;
  assert.ok(walk({ ldap: { bind_password: vault } }).same);
  assert.ok(walk({ smtp_pass: `"" (empty: the relay trusts the office range)` }).same);
  assert.ok(walk({ smtp_pass: "''" }).same);
  const p = password();
  assert.ok(!walk({ smtp_pass: `"${p}" (set by ops)` }).out.includes(p));
  assert.ok(!walk({ bind_password: `vault ${p}` }).out.includes(p));
});

Deno.test("signatures that travel with what they sign are kept; signing keys are not", () => {
  const b = rand(B64, 86) + "==";
  assert.ok(walk({ "DKIM-Signature b=": b }).same);
  assert.ok(walk({ headers: { "X-Signature-256": `sha256=${rand(HEX, 64)}` } }).same);
  assert.ok(walk({ delivery: { signature: `t=1791234567,v1=${rand(HEX, 64)}` } }).same);
  const key = rand(B64, 120);
  assert.ok(!walk({ dkim_private_key: key }).out.includes(key));
  const sig = rand(B64URL, 43);
  assert.ok(!walk({ signature: sig }).out.includes(sig));
  const bare = rand(HEX, 64);
  assert.ok(!walk({ signing_secret: `sha256=${bare}` }).out.includes(bare));
});

Deno.test("ids that LLM APIs give tool calls and runs are kept in tables and prose", () => {
  kept(`| tool call | Done |\n| call id |\n| toolu_01${rand(ALNUM, 22)} |\n`);
  kept(`agent B answered call_${rand(ALNUM, 24)} in thread_${rand(ALNUM, 24)}`);
  kept(`run: chatcmpl-${rand(ALNUM, 29)}`);
  const key = `acme_${rand(ALNUM, 30)}1aZ`;
  gone(`| Acme | Connected |\n| ACME_KEY |\n| ${key} |\n`, key);
});

function hs256(payload: object, secret: string): string {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-")
      .replace(/\//g, "_");
  const body = `${enc({ alg: "HS256", typ: "JWT" })}.${enc(payload)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

Deno.test("a published sample JWT named as a token in prose is kept whole", () => {
  kept(`memory: the docs' sample token is ${hs256({ sub: "42", name: "Demo" }, "secret")}`);
  const real = hs256({ sub: "42", name: "Demo" }, rand(ALNUM, 32));
  const sig = real.split(".")[2];
  gone(`memory: the staging token is ${real}`, sig);
});

Deno.test("a JWK's public member named in prose is kept; a private member is not", () => {
  const n = rand(B64URL, 342);
  kept(`The JWKS check passed. Use n \`${n}\` for the next agent.`);
  kept(`JWK for the verifier: e AQAB, n ${n}`);
  const d = rand(B64URL, 342);
  gone(`The JWKS check passed. Use d \`${d}\` for signing.`, d);
  gone(`Use n \`${d}\` for the next agent.`, d);
});

Deno.test("a PEM block whose body was elided is kept; one with a body is not", () => {
  kept(
    `content: private_key=-----BEGIN EC PRIVATE KEY-----\n…(elided by the tool)…\n-----END EC PRIVATE KEY-----`,
  );
  const body = `${rand(B64, 64)}\n${rand(B64, 64)}\n${rand(B64, 24)}==`;
  gone(
    `content: private_key=-----BEGIN EC PRIVATE KEY-----\n${body}\n-----END EC PRIVATE KEY-----`,
    body.slice(0, 64),
  );
});

const LOWER = "abcdefghjkmnpqrstuvwxyz";
const strong = () =>
  `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}${rand(LOWER, 5)}&${rand("23456789", 4)}`;

Deno.test("a credential's variable named in an agent's prose, then its value", () => {
  const p = strong();
  gone(`memory: SMTP relayPassword is ${p} (nightly job only)`, p);
  const k = rand(B64, 86) + "==";
  gone(`USER: note my Storage AccountKey, it's ${k}`, k);
  const pw = `${rand(LOWER, 6)}${rand("23456789", 3)}x`;
  gone("Final Answer: the router works. Use router_pw `" + pw + "` for the next agent.", pw);
  const code = `9${rand("123456789", 6)}`;
  gone(`USER: remember the alarm_code, it's ${code}`, code);
  const dice = "lantern-cobalt-meadow-violet";
  gone(`memory: GPG signing passphrase is ${dice}`, dice);
  // Look-alikes: states, counts, words, names of other things, an error code, placeholders.
  kept("memory: the apiKey is valid until the end of the quarter");
  kept("the sessionToken is 3600 seconds long; the api_key, it's rotated monthly");
  kept("Use access_token `expires_in` to plan the refresh.");
  kept("error_code is 40391217 and status_code is 502");
  kept("the passphrase is not-set-yet; the backup passphrase is rotated monthly");
  kept("the db_password is <set in vault> and the apiKey is ${API_KEY}");
  kept("the readme says the refreshToken is rotated; the publicKey is on the wiki page");
});

Deno.test("a value typed into a password field by an RPA robot or a browser driver", () => {
  const p = strong();
  gone(`Robot "Payroll" · Step 4 Type Into 'Password' (Login) text="${p}"`, p);
  gone(`[DEBUG] Sending keys to element <input name="pwd">: "${p}"`, p);
  gone(`Info "Type Into 'txtAPP_PASSWORD'" value="qwmz-hbtk-rxnv-pcdy"`, "qwmz-hbtk-rxnv-pcdy");
  kept(`Info "Type Into 'txtTEMP_PASSWORD'" value="sent separately by SMS to the new hire"`);
  kept(`Info "Type Into 'txtPASSWORD'" value="{{ vault.imap }}"`);
  kept(`Info "Type Into 'txtUSERNAME'" value="ops.bot-7"`);
  kept(`[DEBUG] Sending keys to element <input name="search">: "Q3 invoice 2041"`);
  kept(`Step 4 Type Into 'Password' (Login) text="********"`);
});

Deno.test("a variable's name alone on its line or cell, its value on the next", () => {
  const t = rand(ALNUM, 24);
  gone(`OCR:\n| Acme | Connected |\n| ACME_TOKEN |\n| ${t} |\nrotate later`, t);
  const u = uuid();
  gone(`Settings › Integrations › Acme\nx-api-key\n${u}\nLast used today`, u);
  const p = strong();
  gone(`Data in:\n  Headers: router_psk | ${p}\n  Note: ok`, p);
  // Ids, counts, names and words under names that are no credential, or not random.
  kept(`| Acme | Connected |\n| ACME_TOKEN_ID |\n| ${t} |`);
  kept(`x-api-key\nrequired on every call\n`);
  kept(`ACME_TOKEN\nexpires 2027-01-01\n`);
  kept(`Headers: x-request-id | ${u}`);
  kept(`| token_count |\n| 12345678 |`);
  kept(`api_key\n(sent separately)\n`);
});

Deno.test("Slack's d session cookie in a browser tool's cookie dump", () => {
  const d = `xoxd-${rand(B64, 40)}%2B${rand(B64, 50)}%3D`;
  gone(`browser_get_cookies(domain="app.slack.example") → d=${d}; d-s=1791234567`, d);
  // Raw base64 with `+` and `/`, as the cookie store holds it (the base missed this one).
  const raw = `xoxd-${rand(ALNUM, 12)}+${rand(ALNUM, 20)}/${rand(ALNUM, 30)}+${rand(ALNUM, 14)}`;
  gone(`browser_get_cookies(domain="app.slack.example") → d=${raw}; d-s=1791234567`, raw);
  kept("the d cookie starts with xoxd- and is a session cookie");
  kept("d=xoxd-your-session-cookie-here");
});

Deno.test("a recovery phrase on its own line, with prose on the next line", () => {
  const words = "orbit canal fringe motion velvet timber salad humble eager copper lunar brisk";
  gone(
    `[agent memory] wallet "ops-hot"\nrecovery phrase: ${words}\nset by the previous run`,
    words,
  );
  kept(`[agent memory] wallet "ops-hot"\nrecovery phrase: kept offline in the safe\nset by ops`);
  kept(`recovery phrase: see the sealed envelope\nnothing else is stored here for the agent`);
});
