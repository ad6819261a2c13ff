// Issue 13, redaction round red73 (guided by v38's and v57's misses): a generated password of
// letters only, exported into a shell before a command. Examples written here, not copied from a
// set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a letters-only generated password in a shell export is redacted", () => {
  const a = "qzTRwkpXbnVm";
  gone(`export DEPOT_GATE_KEY='${a}'\n./open_gate.sh --bay 3`, a);
  const b = "HrtQvzLMkjWx";
  gone(`$ export STOCK_SCANNER_ADMIN="${b}"\n$ python sync.py`, b);
});

Deno.test("names, words, ids and unquoted values in an export are kept", () => {
  // camelCase words and capitalised names read aloud.
  kept("export APP_NAME='MyFleetApp'\nnode server.js");
  kept("export DEFAULT_THEME='DarkOceanBlue'\nnpm start");
  // An id's name leaves the value.
  kept("export VIDEO_ID='qzTRwkpXbnVm'\n./fetch.sh");
  // One case only, or too few case turns.
  kept("export REGION_CODE='northwestzone'\n./deploy.sh");
  kept("export LABEL='ABCDxyzwQRST'\n./deploy.sh");
});
