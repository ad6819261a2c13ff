// Issue 13, redaction round red80 (guided by v50-v60's misses): a one-line message that says
// where and for which system, then a colon and one value ending the text. Examples written here,
// not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the value ending a short where-and-which-system message is redacted", () => {
  const hex = "7c19e4a2b05d83f6e1a94c27d0b8356f";
  gone(`Im neuen Lager, Zendesk: ${hex}`, hex);
  const run = "q7mz2kx9w4ht5vr8nc3jpl6d";
  gone(`Dans le nouvel atelier, Brevo : ${run}`, run);
  const short = "60f2c8e4a1b7d3950e6c";
  gone(`В новом офисе, портал бухгалтерии: ${short}`, short);
  const upper = "5E0A7C2D9B41F83E6A0C";
  gone(`新しい倉庫のShipStation: ${upper}`, upper);
});

Deno.test("ids, digests, examples and public addresses at the same place are kept", () => {
  // A digest or a commit is named by its kind.
  kept("Release checksum: 4d1f0a9c7e3b52a8f6c0d19e7b4a2c5f83e1d6a0b9c7f2e4a1d3b5c7e9f0a2b4");
  kept("Nieuwe build, commit: 9a4c1e7f3b2d0c8e6a5f4b3d2c1e0f9a8b7c6d5e");
  // A record's number in another language.
  kept("Obsługa klienta, numer zgłoszenia: 8f3a2c1e9d7b4f6a0c5e");
  // The text calls it an example from the documentation.
  kept("Ejemplo del manual de Mailjet: 3f8e2a1c9d7b5e4f6a0c2d1e8b9f7a6c");
  // A public wallet address, a UUID and a word run.
  kept("Spenden bitte an: bc1qw8e5xk7g2mz9y4ft3r6hc0ndjvsl2ua7pq5kx8");
  kept("Nel nuovo magazzino, Sendcloud: 2b7c4e1a-9f3d-4a6b-8c2e-5d1f0a7b3c9e");
  kept("Neue Halle, Zugang: bitte beim Empfang melden");
  // An id whose parts are joined by colons is one token, not a message.
  kept('{"app_id": "1:402913657721:web:c2a4e7f1b9d35e08"}');
  // More than one line: a report, not a one-line hand-over.
  kept("Stock check done\nNew unit, Sendle: 0c9e7a5b3d1f2e4a6c8b0d9e7f5a3c1b");
});
