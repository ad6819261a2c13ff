// Issue 13, redaction round red99 (guided by v46, v52, v66): a webhook named, then bare hex — its
// signing secret. Examples written here, not copied from a set; each positive is left by the base
// code.
import { gone, kept } from "./_gone_kept.ts";

const H64 = "5e0c9a47d1b38f26e4a7c0d95b1f3e82" + "a6d4c17b09e5f3a28c6d1e07b4f9a35c";
const H40 = "c3a91f04e7b25d68a0f1c9e3b7d42a5e6f18b0c9";

Deno.test("hex after a webhook's name, a verb or a colon, or on the next line, is redacted", () => {
  gone(`The Tito webhook wants ${H64} since the migration.`, H64);
  gone(`[09:12] Ana: for the cinema kiosk, Veezi webhook shared: ${H40}\n[09:13] Bo: ta`, H40);
  gone(`(photo of the sticker on the server cabinet)\nROTA WEBHOOK\n${H64}`, H64);
});

Deno.test("digests, signatures, deliveries, commits and webhook paths are kept", () => {
  kept(`POST /webhooks/tito HTTP/1.1\nX-Signature: sha256=${H64}`);
  kept(`webhook payload sha256 ${H64}`);
  kept(`webhook delivery ${H40} failed with 502`);
  kept(`webhook deployed at commit ${H40}`);
  kept(`Tito webhook signature: ${H64}`);
  kept(`https://hooks.example.com/webhook/${H40}`);
  kept(`the webhook fired twice; build ${H40} is live`);
});
