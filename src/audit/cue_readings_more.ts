// Injection round 11 (v14 as tuning): encodings business documents and mail carry that a reader
// decodes without being asked: quoted-printable bodies, MIME encoded words in headers, a
// spreadsheet formula that spells text with CHAR()/UNICHAR(); and, where the text names them,
// hex bytes separated by blanks and a line followed by "(read this line backwards)". Each
// reading is scanned by the phrase rules like the visible text; nearly every text yields none.
import { registerRegex } from "./regex_index.ts";
import { testIndexed } from "./windows.ts";

// Every reading below needs one of these: one test, read from the phrase index where the text
// has one (its literals), instead of ten whole-text searches (~0.25 ms on 60 KB of prose).
// (A literal newline, as in a soft line break "=\n", would make it unindexable.)
const TRIGGER = /printable|=20|=3d|=c3|=e2|=\?|char\(|hex|backwards|reverse/i;
registerRegex(TRIGGER, "phrase");

const QP_ESCAPES = /(?:=[0-9A-Fa-f]{2}){6,}/;
const ENCODED_WORD = /=\?[\w-]{1,30}\?([BbQq])\?([^?\s]{8,})\?=/g;
const CHAR_FORMULA = /(?:(?:UNI)?CHAR\(\d{1,6}\)\s*[,;&]\s*){8,}(?:UNI)?CHAR\(\d{1,6}\)/gi;
const SPACED_HEX = /(?:[0-9A-Fa-f]{2} ){11,}[0-9A-Fa-f]{2}(?![0-9A-Fa-f])/y;
const HEX_PAIR = /^[0-9A-Fa-f]{2} $/;
// The cue on the line after the payload: "…:tnatsissA\n(read this line backwards)".
const REVERSED_AFTER =
  /(?:\n|\\n)[ \t]*\(?(?:read|lies|lee|lis|leia)\s[^\n]{0,20}?(?:backwards|reversed|in\s+reverse|rückwärts|al\s+revés|à\s+l['’]envers|de\s+trás)/gi;

// Round 12: the cue before the payload on its line ("(read backwards) .sedoc pukcab eht …"), up
// to the end of the line or of a quoted string.
const REVERSED_BEHIND =
  /\((?:read|lies|lee|lis|leia)\s[^)\n]{0,20}?(?:backwards|reversed|in\s+reverse|rückwärts|al\s+revés|à\s+l['’]envers|de\s+trás)\)[ \t:]*([^\n"\\]{12,400})/gi;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** UTF-8 text of `bytes`, or undefined when they are not text (invalid or control bytes). */
function text(bytes: number[]): string | undefined {
  try {
    const s = utf8.decode(new Uint8Array(bytes));
    // deno-lint-ignore no-control-regex -- control bytes mean the bytes are not text
    return /[\x00-\x08\x0e-\x1f]/.test(s) ? undefined : s;
  } catch {
    return undefined;
  }
}

/** Quoted-printable: soft line breaks dropped, "=XX" read as bytes, the rest as UTF-8. */
function quotedPrintable(s: string, underscoreIsSpace = false): string | undefined {
  const t = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  const enc = new TextEncoder();
  for (let i = 0; i < t.length;) {
    const hex = t[i] === "=" ? t.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 3;
      continue;
    }
    const ch = String.fromCodePoint(t.codePointAt(i)!);
    bytes.push(...enc.encode(underscoreIsSpace && ch === "_" ? " " : ch));
    i += ch.length;
  }
  return text(bytes);
}

function base64(s: string): string | undefined {
  try {
    return text([...atob(s)].map((c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * Runs of 12+ blank-separated hex bytes, found from their " 20 " (a text's spaces): a regex over
 * the whole text costs ~0.8 ms on 60 KB; this reads only around those spaces.
 */
function hexRuns(s: string): string[] {
  const out: string[] = [];
  let done = 0;
  for (let i = s.indexOf(" 20 "); i >= 0; i = s.indexOf(" 20 ", i + 1)) {
    if (i < done) continue;
    let a = i + 1;
    while (a >= 3 && HEX_PAIR.test(s.slice(a - 3, a))) a -= 3;
    if (a > 0 && /[0-9A-Fa-f]/.test(s[a - 1])) continue;
    SPACED_HEX.lastIndex = a;
    const m = SPACED_HEX.exec(s);
    if (m) out.push(m[0]);
    done = m ? a + m[0].length : i + 4;
  }
  return out;
}

/** The decoded readings of `text` in these encodings (empty for nearly every text). */
export function moreReadings(source: string): string[] {
  const out: string[] = [];
  if (!testIndexed(TRIGGER, source)) return out;
  const add = (s: string | undefined) => s !== undefined && out.push(s);
  // A quoted-printable body says so in its header, or holds a space "=20", an "=3D" or a UTF-8
  // lead byte of accented Latin or punctuation.
  const qpLike = /printable|=20|=3d|=c3|=e2/i.test(source);
  if (qpLike && QP_ESCAPES.test(source)) add(quotedPrintable(source));
  if (source.includes("=?")) {
    // Each encoded word read in place, so a header's label stays with its payload.
    add(
      source.replace(
        ENCODED_WORD,
        (all, kind: string, payload: string) =>
          (kind.toUpperCase() === "B" ? base64(payload) : quotedPrintable(payload, true)) ?? all,
      ),
    );
  }
  if (source.includes("CHAR(") || source.includes("char(")) {
    for (const m of source.matchAll(CHAR_FORMULA)) {
      const codes = [...m[0].matchAll(/\((\d{1,6})\)/g)].map((c) => Number(c[1]));
      if (codes.every((c) => c > 0 && c <= 0x10ffff)) add(String.fromCodePoint(...codes));
    }
  }
  // A hex dump the text names as hex ("the reference data is hex; decode it").
  if (source.includes("hex") || source.includes("Hex") || source.includes("HEX")) {
    for (const run of hexRuns(source)) add(text(run.split(" ").map((b) => parseInt(b, 16))));
  }
  if (
    source.includes("backwards") || source.includes("reverse") || source.includes("rückwärts")
  ) {
    for (const m of source.matchAll(REVERSED_AFTER)) {
      const before = source.slice(0, m.index);
      const from = Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\\n") + 1) + 1;
      if (m.index! - from >= 12) add(Array.from(before.slice(from)).reverse().join(""));
    }
    for (const m of source.matchAll(REVERSED_BEHIND)) {
      // Read in place on its line, so the line's context (a write-up, a label) stays with it.
      const from = Math.max(source.lastIndexOf("\n", m.index!) + 1, m.index! - 300);
      const cueEnd = m.index! + m[0].length - m[1].length;
      add(source.slice(from, cueEnd) + Array.from(m[1]).reverse().join(""));
    }
  }
  return out;
}
