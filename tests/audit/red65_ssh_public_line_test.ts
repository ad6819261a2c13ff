// Issue 13, redaction round red65 (guided by v47's and v52's benign changes): an OpenSSH public
// key line is public wherever a label puts it, judged by its wire format. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

const ED25519 = "AAAAC3NzaC1lZDI1NTE5AAAAIN32wG4EUol+64ghU6m4Mugvg4VY00BtddYskFSDPw+2";
const RSA =
  "AAAAB3NzaC1yc2EAAAAgGj07aQaDLj/bKaKw9CQu5YNOs0K+QIr3yRPzgkARR7cxxsVutmexPmVw5NtrAJQlaCgPcIwO0jCo8yX+wy1FRg==";
const ECDSA =
  "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAgJGdMfk9RxblaUK9MueOrPR/jFYJRmpZTM2lQn7E3RFDmzSiZRqj7Mz+wAQfev/yQhJjN28gt1re3wDHsiNwvPls=";

Deno.test("an OpenSSH public key line under a credential label or in a value cell is kept", () => {
  kept(`12:01:07 INFO sync=keys host=web-3 auth=ssh-ed25519 ${ED25519} ops@build-2 result=ok`);
  kept(
    `unit,device,setting,value,changed_by\n"Block C plant room",controller,deploy key,ssh-ed25519 ${ED25519} svc@ci-4,omar`,
  );
  kept(`token=ssh-rsa ${RSA}`);
  kept(`credential: "ecdsa-sha2-nistp256 ${ECDSA} jo@laptop"`);
});

Deno.test("secrets beside an OpenSSH public key line, or posing as one, are still redacted", () => {
  // The body opens with another algorithm's name than the one written before it.
  const forged = "AAAAC3NzaC1lZDk5OTk5aDx4RrFBY/ntMgXRGuF9EuIVkIIuIfiGbxX9F8xbKJdiPE40";
  gone(`host,kind,value,owner\nsftp-1,login key,ssh-rsa ${forged} x@y,mira`, forged);
  // A real password under the same label on the next line.
  const pw = "Zq8Lm3Tx7Wv2Np5Rk9Hd4Bc6Yf1Gs0Ja";
  gone(`auth=ssh-ed25519 ${ED25519} ops@build-2\nauth=${pw} status=200`, pw);
  // A password written after the key, where a comment would stand, is not a comment.
  const after = "Kettle$Orchard7741";
  gone(`key: ssh-ed25519 ${ED25519} password=${after}`, after);
  // The private half keeps its own rule.
  const priv = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW";
  gone(
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${priv}\n-----END OPENSSH PRIVATE KEY-----\nssh-ed25519 ${ED25519} me@host`,
    priv,
  );
});
