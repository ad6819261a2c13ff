// Issue 13, redaction round red83 (guided by v50-v61's misses): a one-line "<System> <where>: V"
// message whose value is a login's shape (letters in both cases inside the run, a memorable word
// group, words with a digit group and a policy mark). Examples written here, not copied from a
// set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login's shape ending a where-and-which-system message is redacted", () => {
  const mixed = "wNXoqRTMbysZ";
  gone(`the staff rota site im neuen Lager: ${mixed}`, mixed);
  const letters = "KpQvrTuzMXwe";
  gone(`the payroll login dans le nouvel atelier: ${letters}`, letters);
  const group = "lantern-pebble-orchid-42";
  gone(`Wix в новом офисе: ${group}`, group);
  const word = "Harbour_lantern2231*";
  gone(`the stock portal na loja nova: ${word}`, word);
  const joined = "copper4417meadow";
  gone(`Nuevo almacén, the guest wifi: ${joined}`, joined);
});

Deno.test("names, versions and digests in the same frame are kept", () => {
  // Joined words change case only at word heads.
  kept("Im neuen Lager, Software: PostgreSqlServer");
  // A file or a variable name in small letters joined by `_`.
  kept("Nuevo almacén, the export file: report_backup2024");
  // Capitalised words joined by marks, no digit: a manual's example passphrase.
  kept("Die Anleitung zum Router im neuen Lager: Purple-Monkey-Dishwasher");
  // Joined words and a product's version.
  kept("Lizenzserver im neuen Lager: StockManager3.2");
  // A slug and a version.
  kept("New unit, release page: release-notes-2024");
  // A go.sum line: the module hash is named by Go's "h1" label.
  kept("golang.org/x/net v0.21.0 h1:AQyn1aA8pJg9kS2HxnBvLlSSUL3pCNz1fsKkTPiqwbE=");
  // Hex of one case stays red80's, a digest named so is kept.
  kept("Nieuwe build, commit: 9a4c1e7f3b2d0c8e6a5f4b3d2c1e0f9a8b7c6d5e");
});
