// Issue 13, redaction round red80 (guided by v47's and v60's benign changes): a private-key header
// quoted with only its format's opening characters and an ellipsis is kept; a key with a body, or
// one whose END line follows, is still redacted. Examples written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a private-key header cut after its preamble is kept", () => {
  // Each of these was redacted by the base code (credential-nearby, sensitive-assignment).
  kept(
    "support note, reference -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAA… (cut)",
  );
  kept("SIGNING_KEY=-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA…(rest on the build host)\n");
  kept("журнал: ключ -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAA... (обрезано)");
});

Deno.test("a private key with its body, or with an END line, is still redacted", () => {
  const body = "MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n" +
    "KUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQJAIJLixBy2qpFoS4DSmoEm";
  gone(
    `key:\n-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`,
    body.slice(0, 40),
  );
  // A long run before the ellipsis holds key material, so the cut is not only the preamble.
  const long = "MIIEowIBAAKCAQEAx9Tq2LmWp7Rz4Kf8Hn3Jv6Bs1Yc5Gd0Ue9Ia2Ob7Qe4Wr8Ty";
  gone(`PRIVATE_KEY=-----BEGIN RSA PRIVATE KEY-----\n${long}…`, long);
});
