// How the classifier reads a piece before hashing it: lower-cased, escapes read as breaks, digits
// folded, punctuation runs as one space (classifier_features.ts hashes the result).

const ESCAPE = /\\+(?:[nrt]|u([0-9a-f]{4}))/g;
/** "\\u00e9" is the letter it encodes; "\\n", "\\r", "\\t" are a blank. */
const readEscape = (_: string, code?: string) =>
  code ? String.fromCharCode(parseInt(code, 16)).toLowerCase() : " ";

/** Lower-cased, escapes read as breaks, digits folded, punctuation runs as one space. */
export function cleanPiece(text: string): string {
  const t = text.toLowerCase();
  // A JSON string stringified again keeps its line breaks as "\\n": read as a break, not as a word
  // "n" glued to the next one (that "n" once marked escaped attacks; a receipt row scored 0.88).
  const u = t.includes("\\") ? t.replace(ESCAPE, readEscape) : t;
  return asciiClean(u) ?? u.replace(/\d/g, "0").replace(/[^\p{L}\p{M}\p{N}'’]+/gu, " ").trim();
}

const ASCII_MAX = 8192;
let chars = new Uint16Array(512);

/**
 * cleanPiece's last step for an all-ASCII text (most pieces), in one loop instead of two regex
 * replaces and a trim (~4x faster): letters and "'" kept, digits as "0", any other run as one
 * space, none at either end. Undefined for other text (the Unicode classes decide there).
 */
function asciiClean(u: string): string | undefined {
  if (u.length > ASCII_MAX) return undefined; // fromCharCode.apply takes a bounded argument list
  if (chars.length < u.length) chars = new Uint16Array(u.length * 2);
  let n = 0, gap = false;
  for (let i = 0; i < u.length; i++) {
    const c = u.charCodeAt(i);
    if (c >= 128) return undefined;
    const kept = c === 39 || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    if (!kept && (c < 48 || c > 57)) {
      gap = n > 0;
      continue;
    }
    if (gap) (chars[n++] = 32, gap = false);
    chars[n++] = kept ? c : 48;
  }
  return String.fromCharCode.apply(null, chars.subarray(0, n) as unknown as number[]);
}
