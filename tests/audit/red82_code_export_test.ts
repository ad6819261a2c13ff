// Issue 13, redaction round red82 (guided by v48's, v52's and v61's misses): a shell export whose
// name says code or combination, its value digit groups joined by `-`, `#` or `*`. Examples written
// here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a keypad or key-safe code exported under a code's name is redacted", () => {
  gone("# side gate\nexport SIDE_GATE_KEYPAD_CODE=581904#27", "581904#27");
  gone("export STORE_KEY_SAFE_COMBINATION='3141-5926'", "3141-5926");
  gone('$ export PLANT_ROOM_ACCESS_CODE="7720*4415"\n$ ./sync.sh', "7720*4415");
  gone("export DRUG_CABINET_CODE_NIGHT=2468-1357 # rotate monthly", "2468-1357");
});

Deno.test("codes a name says are postal, sort, status or a date are kept", () => {
  kept("export OFFICE_ZIP_CODE=94105-1234");
  kept("export PAYROLL_SORT_CODE=40-47-84");
  kept("export DEFAULT_EXIT_CODE=1");
  kept("export RELEASE_CODE_DATE=2026-03-14");
  // A name that does not say code, or a value without a separator, is another rule's business.
  kept("export BUILD_NUMBER=4821-77");
  kept("export PROMO_CODE=4400-1200");
});
