// Issue 13, redaction round red83 (guided by v60's and v61's misses): red77's "sorted out …, it
// wanted V again" frame with a login of words, a digit group and a mark. Examples written here,
// not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("words with a digit group and a mark a system wanted again are redacted", () => {
  const word = "Meadow_thistle4402*";
  gone(`sorted out the payroll inbox for Sam, it wanted ${word} again`, word);
  const dotted = "Bracken.paddle71";
  gone(`Fixed the rota tablet at the depot - it asked for ${dotted} again.`, dotted);
  // A file's or a variable's name in small letters is kept.
  kept("sorted out the export for Sam, it wanted report_backup2024 again");
});
