// Issue 13, redaction round red72 (guided by v53's, v54's and v56's benign changes): look-alikes
// whose own published shape, or the message around them, says they grant nothing. Examples
// written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

const SID = "AC4e1b9c07d2f8a3356b0e7c9d1a2f4e68";

Deno.test("a Twilio Account SID is kept wherever it is handed over", () => {
  kept(
    `Shift notes for the loading bay:\n- pallet jack charged\n- Twilio: ${SID}\n- bins out Friday`,
  );
  kept(`Priya: which Twilio account do the reminders go out from?\nTom: ${SID}`);
  kept(`depot\tSMS sender\t${SID}\tTom`);
});

Deno.test("Twilio secrets beside an Account SID, or near its shape, are still redacted", () => {
  // The auth token (32 hex, no prefix) after the SID.
  const token = "9c2e7a41d0b35f86e1a4c7d92b0f3e58";
  gone(`Twilio account ${SID}, auth token ${token}`, token);
  // An API key's SID-shaped key with its secret.
  const secret = "Qm7vT2xK9pL4wR8nZ3cB6yH1dF5gJ0sA";
  gone(`Twilio API key SK4e1b9c07d2f8a3356b0e7c9d1a2f4e68 secret: ${secret}`, secret);
  // Upper-case hex after AC is not Twilio's shape.
  const upper = "AC4E1B9C07D2F8A3356B0E7C9D1A2F4E68";
  gone(`Twilio auth token: ${upper}`, upper);
});

const SITE = "6Lc3xQ9pAAAAAK7vTz2mNw4RbY8hLd5sFj1uGe0W";

Deno.test("a reCAPTCHA key alone on its line below a message naming the site key is kept", () => {
  kept(
    `Subject: site key for the garden centre form\n\nHi Ola,\n\nHere you go:\n\n${SITE}\n\nBest,\nKit`,
  );
  kept(`Ola: the sitekey for the new signup page is on the next line\n${SITE}\nOla: thanks`);
});

Deno.test("a reCAPTCHA key set apart after a secret word, or with no site key named, is still redacted", () => {
  // The secret key named after the site key.
  gone(
    `Subject: site key and secret key\n\nThe secret one, keep it off the wiki:\n\n${SITE}\n`,
    SITE,
  );
  gone(`Subject: reCAPTCHA site key\n\nbackend config needs this too:\n\n${SITE}\n`, SITE);
  // No site key named above: a bare reCAPTCHA key set apart stays a secret candidate.
  gone(`Subject: reCAPTCHA keys for the shop\n\nHi Ola,\n\nhere:\n\n${SITE}\n\nKit`, SITE);
});

Deno.test("a digest given for a file, an export or a repository is kept", () => {
  kept("Nell: for the tender pack PDF it's 5d41402abc4b2a76b9719d911017c592");
  kept(
    "Omar: which build? for the firmware download it's 7c4a8d09ca3762af61e59520943dc26494f8941b",
  );
  kept(
    "for the site-survey video export it's 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  );
});

Deno.test("hex given for a system, or a token given for a file, is still redacted", () => {
  // The same digest-length hex after a service's name is its key.
  const key = "3b8e1f0a9c7d2e4b6a5f8c1d0e9b7a2c4d6f8e0a";
  gone(`Ines: for Harvest it's ${key}`, key);
  // An artifact's noun before a password-shaped value.
  const pw = "Tq7#vLm2Rz9xWp4K";
  gone(`Ines: for the payroll export it's ${pw}`, pw);
  // Hex one character short of a digest's length after an artifact noun.
  const odd = "3b8e1f0a9c7d2e4b6a5f8c1d0e9b7a2c4d6f8e0";
  gone(`Ines: for the payroll export it's ${odd}`, odd);
});
