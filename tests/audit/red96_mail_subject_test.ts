// Issue 13, redaction round red96: a mail's subject naming the credential is read after the mail's
// header lines ("From: …"), and a UUID or a password with a mark alone in the body is the value
// it names. Examples written here; each positive was left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a subject after From/To lines names the lone value below it", () => {
  const a = "c41f07a9e2b85d3601fa7c9e4b2d8a53";
  gone(`From: Jo <jo@example.org>\nTo: Sam\nSubject: Sonos - API secret\n\nHi,\n\n${a}\n\nTa`, a);
  const b = "Pr7vQm2KxT9wLs";
  gone(`Von: Max <max@example.de>\nBetreff: Kasse - Passwort\n\nHallo,\n\n${b}\n\nGruß`, b);
});

Deno.test("a UUID or a marked password named by the subject is redacted", () => {
  const a = "5d0e7b3c-91a4-4f2e-b8c6-2a7f9e1d4c30";
  gone(`Subject: Printful API key (shop)\n\nHi Ana,\n\nas agreed:\n\n${a}\n\nThanks`, a);
  const b = "Orchard4821!";
  gone(`From: Tom <tom@example.com>\nSubject: till admin password\n\nHi,\n\n${b}\n\nThanks`, b);
});

Deno.test("header lines over a subject naming no credential, ids, URLs and two tokens are kept", () => {
  const u = "5d0e7b3c-91a4-4f2e-b8c6-2a7f9e1d4c30";
  kept(`From: Jo <jo@example.org>\nSubject: order confirmation\n\nHi,\n\n${u}\n\nThanks`);
  kept(`From: Jo <jo@example.org>\nSubject: API key request id\n\nHi,\n\n${u}\n\nThanks`);
  kept(`Subject: password reset link\n\nHi,\n\nhttps://example.com/reset?x=1!\n\nThanks`);
  kept(
    `From: IT <it@example.org>\nSubject: new password policy\n\nRules:\n\nLength>=12!\nMix3+classes#\n`,
  );
  kept(`From: Jo <jo@example.org>\nSubject: your password\n\nHi,\n\nsee-the-wiki\n\nThanks`);
});
