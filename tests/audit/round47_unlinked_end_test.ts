// Redaction round 47 (v38 guided; the form of v31's and v37's misses): a credential noun, words of
// its clause with no link (a purpose, an owner, another language's "value"), then a value strong
// enough alone that closes the clause. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a random value closing the clause after a purpose phrase goes", () => {
  gone(
    "Night shift: TOTP seed for the yard portal JBSWY3DPEHPK3PXPKZ7QW4RT. Do not share.",
    "JBSWY3DPEHPK3PXPKZ7QW4RT",
  );
  gone(
    "the API key of the routing service 7f3e9a0c41d24b6e8a5f0c3d2e1b9a77 — rotate on Monday",
    "7f3e9a0c41d24b6e8a5f0c3d2e1b9a77",
  );
  gone("yeni Esko admin password değeri w*q%R_mm7%3z, kimseyle paylaşma.", "w*q%R_mm7%3z");
  gone(
    "a nyomda új CMS auth key értéke 5a1c9e7f2b3d4e6a8c0b1d2e3f4a5b6c7d8e9f, ne add tovább.",
    "5a1c9e7f2b3d4e6a8c0b1d2e3f4a5b6c7d8e9f",
  );
  gone(
    "Per il turno: SAML session index _4f2a9c1e7b3d5a0c8e6f1b2d4a9c7e3f5b1d0a2c. Non giratelo.",
    "_4f2a9c1e7b3d5a0c8e6f1b2d4a9c7e3f5b1d0a2c",
  );
});

Deno.test("an unlinked value that does not close the clause, or is no secret's, stays", () => {
  kept("the key space of the cluster has 9f3k2LmQ8xW4 entries in it");
  kept("the password policy for the portal changed on 2026-11-03.");
  kept("the token for the sorting robot was reissued by ops-team-7, see the ticket.");
  kept("the password for the carrier portal is in the vault, ask Marta.");
  kept("the key for the depot safe is with the shift lead, room B-214.");
  kept("the session token of the kiosk is not 7c2e9f4a1b3d5e6f8a0c2b4d6e8f0a1c.");
});
