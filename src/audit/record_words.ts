// The record words of round 76 (match, round, level, points, map, maintenance) stand for a game
// notice in a classifier window only as code or software prose ("e.map(", "higher level",
// "round-trip", "points to"), not as the labels and counts of a record ("TM match 98%", "level 1",
// "Maintenance job MJ-4823"). Round inj79.
const RECORD_WORD = /\b(?:match(?:es)?|round|level|points|map|maintenance)\b/gi;

// Joined to code punctuation: a member, a call, an identifier or path part, a hyphen compound.
const CODE_BEFORE = /[.#/_$@-]/;
const CODE_AFTER = /^(?:[(=_/-]|\.\p{L})/u;
// Software prose: the verbs of matching and mapping, a comparative level, a source map.
const VERB_BEFORE = /\bto\s$/i;
const VERB_AFTER = /^\s(?:to|the|a|an|any|against)\b/i;
const VERBS = /^(?:match(?:es)?|map|points)$/i;
const PHRASE = /\b(?:(?:higher|lower)\s+level|source\s+map)\b/i;

function lineAround(text: string, at: number): [string, string] {
  const from = text.lastIndexOf("\n", at - 1) + 1;
  const to = text.indexOf("\n", at);
  return [text.slice(from, at), text.slice(at, to < 0 ? text.length : to)];
}

function technical(text: string, at: number, word: string): boolean {
  const end = at + word.length;
  if (CODE_BEFORE.test(text[at - 1] ?? "") || CODE_AFTER.test(text.slice(end, end + 2))) {
    return true;
  }
  const [before, after] = lineAround(text, at);
  // Inside a backtick span, or on a line that holds one (Markdown's inline code).
  if ((before.match(/`/g)?.length ?? 0) % 2 === 1 || /`[^`\n]+`/.test(before + after)) return true;
  if (!VERBS.test(word)) return false;
  return VERB_BEFORE.test(text.slice(Math.max(0, at - 4), at)) ||
    VERB_AFTER.test(text.slice(end, end + 9));
}

/** True when a record word in `near` is written as code or software prose. */
export function recordWordAsCode(near: string): boolean {
  if (PHRASE.test(near)) return true;
  for (const m of near.matchAll(RECORD_WORD)) if (technical(near, m.index, m[0])) return true;
  return false;
}
