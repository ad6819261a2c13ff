// Issue 13, redaction round 46 (guided by v37's and rtr8's misses): a credential asked for and
// answered on the same line, after the question mark. Examples written here.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, password, rand } from "./fixtures/random.ts";

Deno.test("a value after a credential question on its own line is redacted", () => {
  const pw = password();
  gone(`ops: does anyone know the router admin password? it's ${pw} since Monday`, pw);
  const token = rand(ALNUM, 36);
  gone(`- 09:14 — wer hat das Deploy-Token für prod? / ${token}`, token);
  const secret = rand(HEX, 40);
  gone(`# ¿alguien tiene el secreto del webhook? ${secret}`, secret);
  const key = "sk_" + rand(ALNUM, 32);
  gone(`quick check, which API key did you paste? I pasted ${key} into the form`, key);
});

Deno.test("a question answered by a name, a place, an id or a masked value is kept", () => {
  kept("who has the admin password? ask Maria in facilities, she keeps it.");
  kept("where is the VPN password? in 1Password, vault Operations.");
  kept("which key ID is on the card? ours 0x9F31C27A5B10DE84 per the keyring.");
  kept("which API key is live? sk_live_****************1234 per the dashboard");
  kept("is the password policy enforced? yes, min-length-12 since March.");
});

Deno.test("a question mark inside a value, or a value on another line, is not this rule's", () => {
  // A mark with no space after it joins a value's characters; the line below is round 30's.
  kept("what's the password?answer");
  kept("which token? see the runbook\n\nnothing else here");
});
