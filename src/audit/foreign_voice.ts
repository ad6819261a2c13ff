// Injection round inj69 (issue 13; v54 guided, the same form missed in v32, v38, v49, v51): after
// a fake end of the tool's output, a system, user or instruction voice speaking a language other
// than English forges the protocol in that language. Round 9 asked the voice for an act from the
// lexicon languages, which an unlisted language or verb form ("yapıştırmalı", "ta med") misses.
// An English line keeps round 9's act test; a short status line ("SISTEMA: 14:02 listo") no
// longer than four words asks nothing.

// English function words: one of them marks the line as English (or as mixed, left to round 9).
const ENGLISH = /\b(?:the|and|to|of|you|your|is|are|with|this|that|all|for|it|be|was|on)\b/i;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
// The voice opens its line as a label or a heading of at most two words ("SİSTEM:", "[system]:",
// "ASİSTAN TALİMATI:", "### הוראות מערכת"): "Requisitos do sistema: 4 GB de RAM" is a spec line,
// and a bare tag ("<sistem> etiketi …") may be a sentence about the tag.
const LABEL_END = /(?:[:：\]]\s*|^\s*#{1,6}[ \t].*)$/u;

/** The voice before `end` labels its line, and the first non-empty line after it holds five
 * words or more and no English one. */
export function foreignVoice(text: string, end: number): boolean {
  const head = text.slice(lineStart(text, end), end);
  if (!LABEL_END.test(head) || (head.match(WORD)?.length ?? 0) > 2) return false;
  const line = text.slice(end, end + 300).split(/\r?\n|\\n/).find((l) => /\p{L}/u.test(l));
  if (line === undefined || ENGLISH.test(line)) return false;
  return (line.match(WORD)?.length ?? 0) >= 5;
}

/** Where the line holding `end` starts: after a line break or an escaped "\n" in JSON text. */
function lineStart(text: string, end: number): number {
  const escaped = text.lastIndexOf("\\n", end - 1);
  return Math.max(text.lastIndexOf("\n", end - 1) + 1, escaped < 0 ? 0 : escaped + 2);
}
