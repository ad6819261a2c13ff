// Redaction round 33 (issue 13): a value sent in pieces across chat messages, then whole —
//   "[11:17] A: Sending the PIN for X:" / "A: 19" / "A: 78" / "B: ??" / "A: 1978"
//   "new wifi pw …, first part 6vayc7" / "and then dash, and 7j8js5" / "so all together 6vayc7-7j8js5"
//   "mum whats the disney+ password" / "it's Ava?ma" / "sorry sent too early — full thing: Ava?mateo03"
// The evidence is structural: a later message ends in a token that is the join of earlier
// messages' last tokens (one separator allowed between pieces), or that extends an earlier one.
// A credential noun (foreign_link_words.ts) on the first line read decides the value's test.
import { valueFits } from "./foreign_link_value.ts";
import type { NounKind } from "./foreign_link_words.ts";
import type { Span } from "./rule_kit.ts";

// A message's last token: printable ASCII after a blank or a chat turn's `name:` / `[name]`,
// with no bracket, quote, semicolon or comma (code's tokens: `z.ZodString>;`, `"password"`).
// Read from the line's end (a pattern anchored at `$` is tried from every blank).
const TOKEN = /^[!#-&*+\--:=?-Z\\^_a-z|~]{1,80}$/;

function lastToken(line: string): [number, string] | undefined {
  let e = line.length;
  while (e > 0 && (line[e - 1] === " " || line[e - 1] === "\t")) e--;
  if (e > 0 && (line[e - 1] === "." || line[e - 1] === "!")) e--;
  let s = e;
  while (s > 0 && line.charCodeAt(s - 1) > 32 && line[s - 1] !== ":" && line[s - 1] !== "]") s--;
  const token = line.slice(s, e);
  return TOKEN.test(token) ? [s, token] : undefined;
}
// A chat message: what follows an optional `[time] name:` / `[name]` / `name:` — a few words,
// no code punctuation (a line of code ends a message chain).
const TURN = /^[ \t]*(?:\[[^\]\n]{1,40}\][ \t]*)?(?:[^\s:][^:\n]{0,40}:[ \t]+)?/;
const CODE_MARKS = /[;{}()<>[\]"`=]/;
const SEPARATORS = ["", "-", "_", ".", " "];
const MAX_LINES = 8;

type Piece = { at: number; token: string };

/** The last token of each line from the noun's line on (a line with none breaks no chain). */
function pieces(text: string, from: number, read: { until: number }): Piece[] {
  const out: Piece[] = [];
  let start = text.lastIndexOf("\n", from - 1) + 1;
  for (let n = 0; n < MAX_LINES && start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    // A piece is read in a line's last 100 characters; a long line after the first ends a chat.
    if (n > 0 && end - start > 200) break;
    const from = Math.max(start, end - 100);
    const line = text.slice(from, end).replace(/\r$/, "");
    if (n > 0) {
      const said = line.slice(TURN.exec(line)![0].length);
      if (CODE_MARKS.test(said) || (said.match(/\s+/g)?.length ?? 0) > 10) break;
    }
    const m = lastToken(line);
    if (m !== undefined && /[\p{L}\p{N}]/u.test(m[1])) out.push({ at: from + m[0], token: m[1] });
    start = end + 1;
  }
  read.until = start;
  return out;
}

/** The whole value and its pieces, as spans; none when no later token is assembled. */
export function assembledAfter(
  text: string,
  end: number,
  kind: NounKind,
  read: { until: number },
): Span[] {
  // One reading per stretch of lines: a noun on a line read before finds (nearly) the same pieces.
  if (end < read.until || text.indexOf("\n", end) < 0) return [];
  const ps = pieces(text, end, read);
  for (let k = 2; k < ps.length; k++) {
    const whole = ps[k].token;
    if (whole.length < 4) continue;
    // The cheap test first: most lines' last words extend no earlier one.
    const used = partsOf(ps, k, whole);
    if (used.length === 0 || !valueFits(kind, whole)) continue;
    return [...used, ps[k]].map((p) => ({
      start: p.at,
      end: p.at + p.token.length,
      rule: "assembled-value",
      category: "secret" as const,
    }));
  }
  return [];
}

/** The earlier pieces `whole` is made of: a run of two or more joined, or one it extends. */
function partsOf(ps: Piece[], k: number, whole: string): Piece[] {
  for (let i = 0; i < k; i++) {
    if (ps[i].token === whole) return []; // said before: a repeat, not an assembly
    // One piece the whole extends ("Ava?ma" → "Ava?mateo03"): four characters or more.
    if (
      ps[i].token.length >= 4 && ps[i].token.length < whole.length && whole.startsWith(ps[i].token)
    ) {
      return [ps[i]];
    }
    if (!whole.startsWith(ps[i].token)) continue;
    for (const sep of SEPARATORS) {
      let joined = ps[i].token;
      for (let j = i + 1; j < k && whole.startsWith(joined); j++) {
        joined += sep + ps[j].token;
        if (joined === whole) return ps.slice(i, j + 1);
      }
    }
  }
  return [];
}
