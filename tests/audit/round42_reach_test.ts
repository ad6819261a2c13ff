// Redaction round 42: values a label reaches by a property that recurs across sets: a Cisco type 7
// string under any label, a session's value a few words after its name, "with" after a change
// verb, "now" between a slot and its value, a gift voucher's code, a chat turn whose speaker
// carries a role. Carriers are written for this file; values are drawn.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const TYPE7_KEY = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87";
const UPHEX = "0123456789ABCDEF";

/** `plain` in Cisco's type 7 encoding from key offset `offset`. */
function type7(plain: string, offset: number): string {
  const bytes = [...plain].map((c, i) =>
    (c.charCodeAt(0) ^ TYPE7_KEY.charCodeAt((offset + i) % TYPE7_KEY.length)).toString(16)
      .padStart(2, "0")
  );
  return (String(offset).padStart(2, "0") + bytes.join("")).toUpperCase();
}

Deno.test("a Cisco type 7 string is redacted under any label; other hex stays", () => {
  const t7 = type7("Gaff3r!rig", 8);
  gone(`LIGHTING_DESK_ENABLE: "${t7}"   # live`, t7);
  gone(
    `router enable password 7 ${type7("Dolly-track-42", 14)} reset`,
    type7("Dolly-track-42", 14),
  );
  // An all-digit tracking number, lower-case digests and random upper-case hex stay.
  kept("tracking number 00340434280158114026 arrives Monday");
  kept(`commit ${rand(HEX, 40)} deployed`);
  kept(`etag 0F${rand(UPHEX, 30)} cached`);
  kept("MD5 (take_04.mov) = 9E107D9D372BB6826BD81D3542A419D6");
});

Deno.test("a session's value a few words after its name is redacted, linked or not", () => {
  const jsid = rand("0123456789ABCDEF", 32);
  gone(`Heads up: the JSESSIONID for the grading portal: ${jsid}. Do not forward.`, jsid);
  const asp = rand("abcdefghijklmnopqrstuvwxyz012345", 24) + "7q";
  gone(`Notes: ASP.NET_SessionId for the catering portal ${asp}. Ask Ana first.`, asp);
  const cookie = "CfDJ8" + rand(ALNUM + "_-", 80);
  gone(`# .env\nCOOKIE=.AspNetCore.Cookies=${cookie}\nLOG_LEVEL=info`, cookie);
  const vpn = rand(HEX, 40);
  gone(`Hi, new VPN portal session for the OB van at the arena: ${vpn}. Keep it in the unit.`, vpn);
  // A session that names a meeting, a count or a word stays.
  kept("session 3 of the workshop starts at 14:00, room B");
  kept("The session for the rigging crew: safety briefing, then lunch.");
  kept("Session timeout for the booking portal is 1800 seconds.");
});

Deno.test("'with' links a credential to its new value after a change verb", () => {
  const codes = [1, 2, 3].map(() =>
    `${rand("abcdef0123456789", 5)}-${rand("abcdef0123456789", 5)}`
  );
  const run = codes.join(" ");
  const out =
    `Update: replaced the GitLab recovery codes for the ops group with ${run}, builds pass.`;
  for (const c of codes) gone(out, c);
  const seed = rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 31) + "7";
  gone(`Fix: replaced the 2FA seed for the finance admin with ${seed}, logins work.`, seed);
  const secret = rand(ALNUM, 24) + "9";
  gone(`rotated the Frame.io client secret with ${secret} this morning`, secret);
  // Without a change verb "with" names a property, not a value.
  kept("Create the deploy token with read_repository scope only, then share its name.");
});

Deno.test("'now' words link a slot to its value; a gift voucher's code is a secret", () => {
  const pw = `Slate-${rand("bcdfghjkmnpqrstvwxz", 6)}-${rand("0123456789", 3)}#`;
  gone(`Pessoal, o password do painel de luz ficou ${pw}. Não compartilhem.`, pw);
  const tok = `tok_${rand(ALNUM, 30)}`;
  gone(`Bonjour, le jeton API de la régie est désormais ${tok}. Merci.`, tok);
  const gv = `GV-${rand("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)}-7${
    rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 3)
  }-${rand("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)}`;
  gone(`Notes: issued crew canteen gift voucher code ${gv}. Ask the coordinator first.`, gv);
  kept("The gift voucher code field is case-sensitive; codes expire after 12 months.");
});

Deno.test("a chat reply under a role-named speaker, and a session asked for", () => {
  const pw = `Boom-${rand("abcdefghijkmnpqrstuvwxyz", 6)}-${rand("0123456789", 3)}!`;
  gone(
    `[10:01] Sam (2nd AD): can someone paste the camera cart wifi password?\n` +
      `[10:02] Lee (DIT): ${pw}\n[10:02] Sam (2nd AD): thanks`,
    pw,
  );
  const sess = rand(HEX, 48);
  gone(
    `[10:01] the stage manager: can someone paste the talkback web session for stage 2?\n` +
      `[10:02] the stage manager: ${sess}\n[10:03] the stage manager: ok`,
    sess,
  );
  kept(
    `[10:01] Sam (2nd AD): can someone paste the call time for tomorrow?\n` +
      `[10:02] Lee (DIT): 07:30 at unit base\n`,
  );
});
