// Issue 13, redaction round red99 (guided by v46, v49): two or more GitHub recovery codes in their
// printed form, with no word for them. Examples written here, not copied from a set; each positive
// is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("two or more GitHub recovery codes in one run are redacted", () => {
  gone("Ines: 4e1b7-a09c3 c58d2-1f6e0 90ab4-7d3e2 e61f0-b2c95\nPiet: in, thanks", "c58d2-1f6e0");
  gone("# build box\nGH_CODES=72c0e-19fa4  d03b8-e6a17\nLOG_LEVEL=debug", "72c0e-19fa4");
  gone("from the drawer:\n8b3f1-0e2d9,\n15c7a-fe084", "15c7a-fe084");
});

Deno.test("ranges, one code alone, capitals and longer ids are kept", () => {
  kept("Allowed NodePort ranges: 30000-32767, 31000-31500");
  kept("the pricebook PLU range reads PLU 09412-15096; PLU 41006-00132 on the other till");
  kept("see the board for 3fa0c-91b2e, Piet has it");
  kept("PART 3FA0C-91B2E 07D4E-C5A18 on the invoice");
  kept("build ids a1b2c-d3e4f-11223 and 9f8e7-d6c5b-44556");
});
