// Issue 13, redaction round red91 (guided by the benign changes of v48, v51, v59, v62, v65, rtr4
// and rtr5): a label taken for its value, a digest named by its label, and a public key's id
// are kept; values in the same frames are still redacted. Examples written here, not copied from
// a set; each kept one was changed by the base code (8d44198b).
import { gone, kept } from "./_gone_kept.ts";

const SHA256 = "4e7a1c9f2b5d8e3a6c0f9b2e5d8a1c4f7b0e3d6a9c2f5b8e1d4a7c0f3b6e9d2a";

Deno.test("P1: a label with no value, or the word after a shell `NAME= `, is kept", () => {
  kept("cleaned up the .env.sample for Ravi, it still needed SENDGRID_API_KEY= again");
  kept("export SMTP_RELAY_PASSWORD= later");
  kept("A página de the password mostra um valor vazio de exemplo: MQTT_BROKER_PASSWORD=");
  kept("La documentation de the password montre une valeur vide : SMTP_RELAY_PASSWORD=");
  kept("דף העזרה של the VPN, דוגמה ל-password policy: min 10 characters, 2 numbers");
});

Deno.test("P1: a value glued to `=` or set with blanks both sides is still redacted", () => {
  gone("it wanted SENDGRID_API_KEY=Qm9vTk3xLp7RvZ2wHcY4 again", "Qm9vTk3xLp7RvZ2wHcY4");
  gone("smtp password = Zq8vLm2RtWx4Kp9", "Zq8vLm2RtWx4Kp9");
});

Deno.test("P2b: a digest's hex whose label ends in the digest's or a firmware's name is kept", () => {
  kept(
    '# the print room bridge\nPRINTER_NAME="the back office"\nAPI_BASE_URL=https://api.example.net/v2\n' +
      "LOG_LEVEL=warn\nMODEL_STL_MD5=7d3f9a1c5e8b2d6f0a4c7e1b9d3f5a8c\nTIMEZONE=Europe/Paris",
  );
  kept(`the boiler room\tthe chiller controller firmware\t${SHA256}`);
});

Deno.test("P2b: hex under a system's name or a credential word is still redacted", () => {
  gone("Mailchimp (list archive search): 7d3f9a1c5e8b2d6f0a4c7e1b9d3f5a8c", "7d3f9a1c5e8b2d6f0a4c");
  gone(`webhook signing secret sha256: ${SHA256}`, SHA256);
});

Deno.test("P3: an SSH fingerprint or a PGP key id after a key-id word is kept", () => {
  kept("[10:01] Ana: SHA256 fingerprint:\n[10:02] Ana: SHA256:Xk29PqLm7TvB4nWc8ZrQ");
  kept("Same problem here with subkey 0x4B1D9E37C20A8F65.");
});

Deno.test("P3: `0x` hex under another name is still redacted", () => {
  gone(
    "hCaptcha (signup form) secret 0x7c2d9e4f1a6b3c8d5e0f7a2b9c4d1e6f3a8b5c0d",
    "0x7c2d9e4f1a6b",
  );
  gone("payments key 0x4B1D9E37C20A8F65", "0x4B1D9E37C20A8F65");
});
