// Issue 13, redaction round red87 (guided by v49, v58 and v64's misses): the value given in reply
// to "what do I type for <system>?". Examples written here, not copied from a set; each positive
// is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the reply to a question asking what to type is redacted", () => {
  const uuid = "9b2e41c7-05fa-4d8e-a1c3-77e0d5b2f914";
  gone(`Nadia: what do I type for the courier portal?\nme: ${uuid}`, uuid);
  const seed = "KQ4TMZ7WXR2PLN5HJB3VCDF6GYA7SE2U";
  gone(
    `Ola: what should I enter for the payroll app?\nSam: ${seed}`,
    seed,
  );
  const mixed = "kVRNzqpWXtLdQ";
  gone(`Jonas: Was gebe ich beim Kassensystem ein?\nMia:\n${mixed}`, mixed);
  const caps = "HQ7RNVXL2KMB9";
  gone(`Ana: which one do I use for the alarm app?\nLi: for the alarm app it's ${caps}`, caps);
  const words = "anvil-thistle-copper-58";
  gone(`Piotr: co wpisać w portalu dostawcy?\nEwa: use ${words}\nPiotr: działa`, words);
});

Deno.test("digests, device numbers, public keys and placeholders given in reply are kept", () => {
  kept(
    "Tom: which one do I use for the build repo?\nLi: for the build repo it's 3f9d2c14a8e07b55c2d1e9f0a6b4c3d2e1f0a9b8",
  );
  kept("Tom: what do I type for the tracker?\nme: 356938035643809");
  kept("Tom: what do I put in for the site tag?\nme: G-QNQE21UBP3");
  kept(
    "Tom: what do I put in for the SFTP (our public key)?\nme: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG",
  );
  kept("Tom: what do I type for the SMS account?\nme: ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX");
  // No question: a statement about what goes in.
  kept("Tom: what do I type for the portal. Never mind.\nme: 9b2e41c7-05fa-4d8e-a1c3-77e0d5b2f914");
  // Plain words in reply.
  kept("Tom: what do I type for the wifi name?\nme: GuestNetwork");
});
