// Issue 13, redaction round red98 P3 (guided by v67's Hebrew benign change): a dash right after a
// letter of any script is inside a word (Hebrew's article glued to a loan word, `ה-secret`), not a
// command-line flag, so the next word is no flag value. Flags after a blank, a quote or a line
// start still give their values. Examples written here; each kept one was changed by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("P3: a dash glued to a Hebrew prefix opens no flag", () => {
  kept("במדריך של Compose ה-token נראה כך: /run/secrets/api_token");
  kept("לפי התיעוד ה-password נשמר בקובץ /run/secrets/db_password");
});

Deno.test("P3: real flags still give their values", () => {
  gone("run it with --password Qm7vT9Lp2xRw", "Qm7vT9Lp2xRw");
  gone("הרצתי: tool -token Qm7vT9Lp2xRw", "Qm7vT9Lp2xRw");
});
