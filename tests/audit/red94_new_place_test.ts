// Issue 13, redaction round red94 (guided by the misses of v50-v66): a one-line message for a new
// place, its value in a code's shape. Examples written here, not copied from a set; each positive
// is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a value for a system at a new place is redacted", () => {
  gone("Kassensystem im neuen Laden: Thistle-4471k", "Thistle-4471k");
  gone("Portail fournisseur pour le nouvel entrepôt : FRN7QX42KDM9", "FRN7QX42KDM9");
  gone("the bike store padlock på det nye lageret: 40718822", "40718822");
});

Deno.test("words, references, dates and quoted or templated values at a new place are kept", () => {
  kept("Kassensystem im neuen Laden: Kassenbereich");
  kept("Bestellnummer für den neuen Laden: FRN7QX42KDM9");
  kept("the bike store padlock på det nye lageret: 2026");
  kept("the bike store rota på det nye lageret: 40718822");
  kept('Mã đơn hàng cái mới là: "OD0609092195"');
  kept("Пароль на новому складі: ${DB_PASSWORD}");
});
