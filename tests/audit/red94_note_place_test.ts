// Issue 13, redaction round red94 (guided by v65 and v66's misses): red82's note line read when the
// note is by a place or the value is on a whiteboard. Examples written here, not copied from a set;
// each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login on a post-it by a place or on a whiteboard is redacted", () => {
  gone("on a post-it by the till in the farm shop: Square dashboard Pq4mZt8wRk2v", "Pq4mZt8wRk2v");
  gone("scribbled on the workshop whiteboard: Bosch alarm app Hx7#kettle2291", "Hx7#kettle2291");
  gone("written on the office notice board: Canva login Zq9vWm3tLp8r", "Zq9vWm3tLp8r");
});

Deno.test("site keys, slugs and words on a note or a board are kept", () => {
  kept("on a post-it by the desk in the shop: the contact form 0x4AAAAAAAbC3dE_5fG-6hIj");
  kept("scribbled on the kitchen whiteboard: cake rota tues-weds-fri");
  kept("on the whiteboard: stand-up moved to the big room");
  kept("on a post-it by the door: order ref 7f3e9a2c-1b4d-4e6f-8a9b-0c1d2e3f4a5b");
});
