// Issue 13, redaction round red94 (guided by v65 and v66's misses): red90's "<who> asked about
// <thing> again, it's V" read when the asking came by phone or message, and with a dotted name.
// Examples written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a value given again to one who rang or texted about it again is redacted", () => {
  gone(
    "Maya rang about the Wix site again, it's tansy-moss-kettle48, second time today.",
    "tansy-moss-kettle48",
  );
  gone(
    "Olu texted about Buttondown.email again, it's Rk7pVw2nQx9LtZ, told him yesterday.",
    "Rk7pVw2nQx9LtZ",
  );
});

Deno.test("ids and places given to one who rang again are kept", () => {
  kept(
    "Maya rang about the delivery again, it's 5a8e3c1d-2b4f-4e6a-9c7d-0f1e2d3c4b5a, still pending.",
  );
  kept("Olu phoned about the venue again, it's 14 Mill Lane, by the church.");
  kept(
    "Jo called about the build again, it's 3f9d2c14a8e07b55c2d1e9f0a6b4c3d2e1f0a9b8, still green.",
  );
});
