// Issue 13, redaction round red93 (guided by v51's and v59's misses): a password-shaped cell under
// a sheet's "login" column. Examples written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a password's shape under a sheet's login column is redacted", () => {
  gone(
    "Site\tSystem\tLogin\tUpdated\nthe depot\tSage payroll\tpebble-hazel-kiln-73\t2026-02-01",
    "pebble-hazel-kiln-73",
  );
  gone("site,system,admin login\nYork,Fresha,Gloss4471$", "Gloss4471$");
  gone("shop,till login\nLeeds,Tq7rWv2mXp9K\nHull,Bn3kLz8pQw4R", "Bn3kLz8pQw4R");
});

Deno.test("user names under a login column, and logins outside a login column, are kept", () => {
  kept("Site\tSystem\tLogin\nthe depot\tSage payroll\tjsmith");
  kept("site,system,login\nYork,Fresha,anna.kowalska@example.com");
  kept("site,system,last login\nYork,Fresha,2026-03-04 09:12");
  kept("Last login, the depot, was at 09:12\nYork,Fresha,Gloss-coat");
});
