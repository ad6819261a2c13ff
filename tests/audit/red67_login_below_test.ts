// Issue 13, redaction round red67: a lead naming a login points at the password below it, as
// "… password:" does, when the value mixes both cases with a digit. Examples written here, not
// copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login named on the lead line, a password's shape below, is redacted", () => {
  const pw = "Kingfisher-2291B";
  gone(
    `Hello both,\nthe label printer admin login for the stocktake is:\n${pw}\nValid until Monday.`,
    pw,
  );
  const pw2 = "Harrier-5127Q";
  gone(
    `Visit 4412, east annex. timesheet portal login re-entered after the outage:\n${pw2}\nDone.`,
    pw2,
  );
});

Deno.test("a login over a user name, an address, a link or prose is kept", () => {
  kept("Your login is:\njsmith01\nWelcome aboard.");
  kept("Login:\nJane.Doe@firm.example\nPassword: sent separately");
  kept("Login page:\nhttps://intranet.example/SignIn2\nBookmark it.");
  kept("The login for the rota is:\nask the duty manager\nthanks");
  // "login" qualifying another noun names that noun, not the password.
  kept("Login attempts for March:\nAb12Cd34Ef56\nall from the office");
});
