// Issue 13, redaction round red93 (guided by v34, v53, v64, v65's misses): backup or recovery codes
// given in reply to a question that asks for them. Examples written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("backup or recovery codes given in reply to a question for them are redacted", () => {
  gone(
    "[10:02] sam_w: anyone have the GitLab recovery codes? new laptop\n[10:03] ola: kqzte-mvrbd",
    "kqzte-mvrbd",
  );
  gone(
    "Mia: does anyone know the Dropbox backup code? locked out\nRaj: 4471-0925-3380",
    "4471-0925-3380",
  );
  gone(
    "Jo: who has the backup codes for the Zoho admin?\nLee:\n8012-4476\n5590-1183\n7734-2068",
    "5590-1183",
  );
  gone(
    "Kim: where are the recovery codes for the shop's Shopify owner?\nAl: pqwxz-rtvnk, hjmbs-trwoc",
    "hjmbs-trwoc",
  );
});

Deno.test("replies without codes, and codes not asked for, are kept", () => {
  kept("Jo: anyone know the Dropbox backup code policy?\nLee: 2019-2024 it was yearly");
  kept("Jo: where do backup codes go?\nLee: well-known-place");
  kept("Jo: did the recovery codes print?\nLee: yes, tray 2");
  kept("Invoice lines:\n4471-0925-3380\n5590-1183");
});
