// Issue 13, redaction round red97 (guided by v64, v67 and rtr3's misses): a credential named, then
// given as "it's V". Examples written here, not copied from a set; each positive is left by the
// base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a password, a key's hex and a lock's code given as it's V", () => {
  gone(
    "Re the stock room admin password — it's cedar.ferry.plinth37. Keep it off the wall.",
    "cedar.ferry.plinth37",
  );
  gone(
    "The POS logged us out so I reset the API secret, it's 5d0e8c2b7a41f96e3b08c5d2a7f1e94b now.",
    "5d0e8c2b7a41f96e3b08c5d2a7f1e94b",
  );
  gone("The bike store alarm code — right now it's 40718263 — don't share it.", "40718263");
});

Deno.test("places, ids, digests and counts after it's are kept", () => {
  kept("Re the stock room admin password — it's on the card in the safe.");
  kept("The API key's request id, it's 5d0e8c2b7a41f96e3b08c5d2a7f1e94b if support asks.");
  kept("The error code from the token endpoint, it's 40718263 again.");
  kept("The key checksum — it's 5d0e8c2b7a41f96e3b08c5d2a7f1e94b, matches the release.");
  kept("The password policy changed, it's 12 characters now.");
  kept("Check the till password format. It's Word12-Word#Word, see the wiki.");
});
