// Issue 13, redaction round red98 P2 (guided by the benign changes of v56 and v57): a reCAPTCHA
// key in a sentence that names reCAPTCHA or a web form anywhere before it, with no secret word on
// its line, is the site key (round 70 asked for the form within 40 characters). A secret, private
// or server word, or a sheet row, keeps it redacted. Examples written here; each kept one was
// changed by the base code (c29ffbf8).
import { gone, kept } from "./_gone_kept.ts";

const A = "6LTfT1h8Ki-zYeUaaXMQf_yvZwyIqBz0nuXuO-wL";
const B = "6Ljxf5_VbhDPMBGfpe728T1eWJRHAbQbOp2B1mlo";

Deno.test("P2: a reCAPTCHA key named in a sentence is kept", () => {
  kept(`Ines got into reCAPTCHA from the warehouse office PC upstairs with ${A}`);
  kept(`Ola got into the contact form from the reception desk tablet by the door with ${B}`);
});

Deno.test("P2: a secret or server word, or a sheet row, keeps the key redacted", () => {
  gone(`Ines got into the reCAPTCHA secret from the warehouse office PC with ${A}`, A);
  gone(`Ola got into the contact form's server check from the reception desk with ${B}`, B);
  gone(`Leeds depot\treCAPTCHA\t${A}\tMaria\t2026-10-02`, A);
  gone(`Leeds depot | reCAPTCHA | ${B} | Maria`, B);
});
