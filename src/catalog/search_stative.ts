/**
 * A verb-lexicon phrase read as a state (round 63, candidate St): after a form of "be" the
 * lexicon's command words describe what the user asks about ("which channels are set up", "is the
 * alert still turned off"), which a reading tool answers; the command's API verb (create,
 * disable) names the tool that would change it. English marks this with the copula before a
 * participle, so the test reads grammar, not any query set's words.
 */
import type { VerbMatch } from "./search_verbs.ts";

const BE = new Set(["is", "are", "was", "were", "be", "been", "being"]);

/** Adverbs that may stand between the copula and the participle ("are all set up"). */
const BETWEEN = new Set([
  "not",
  "all",
  "still",
  "already",
  "now",
  "currently",
  "properly",
  "correctly",
  "actually",
  "really",
  "ever",
  "never",
  "also",
  "just",
  "both",
]);

/**
 * True when the match (positions in `words`, the request's lower-case words) follows a form of
 * "be", directly or over one adverb, and its first word is no "-ing" form: the progressive ("is
 * keeping an eye on") still names the action going on.
 */
export function readAsState(words: readonly string[], match: VerbMatch): boolean {
  const start = match.at[0];
  if (words[start].endsWith("ing")) return false;
  const before = words[start - 1] ?? "";
  if (BE.has(before)) return true;
  return BETWEEN.has(before) && BE.has(words[start - 2] ?? "");
}
