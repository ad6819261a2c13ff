// Redaction round 15: payment HSM key material as banks' key ceremonies and interface runbooks
// write it: a key's ANSI X9.24 / Thales name (ZMK, ZPK, TPK, TMK, BDK, IPEK, LMK, PVK, CVK, …),
// a few words ("component 2 of 3 (clear)", "under ZMK"), a colon, then a single, double or triple
// length DES key: 16, 32 or 48 hex digits, in 16-digit groups or whole, optionally led by a Thales
// key-scheme letter (U, T, X, Y). A six-digit key check value (KCV) is no key and stays.
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { hasSequence } from "./token_checks.ts";

const HSM_KEY = new RegExp(
  String
    .raw`(?<![A-Za-z\d])(?:ZMK|ZPK|TPK|TMK|TAK|ZAK|ZEK|BDK|IPEK|LMK|PVK|CVK|KEK|MFK)(?![A-Za-z\d])([^:\n"]{0,40}):[ \t]*([UTXY]?[0-9A-F]{16}(?:[ ]?[0-9A-F]{16}){0,2})(?![0-9A-Za-z])`,
  "g",
);

function findHsmKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    HSM_KEY.lastIndex = 0;
    for (let m = HSM_KEY.exec(line); m; m = HSM_KEY.exec(line)) {
      // A check value, a key's id, slot or serial is named the same way.
      if (/\b(?:kcv|check|id|serial|slot|index|label)\b/i.test(m[1])) continue;
      const hex = m[2].replace(/^[UTXY]|[ ]/g, "");
      // Random key material mixes digits and letters, with no counting run (the published
      // test key 0123456789ABCDEF…) and no run of one character.
      if (!/\d/.test(hex) || !/[A-F]/.test(hex) || hasSequence(hex) || /^(.)\1+$/.test(hex)) {
        continue;
      }
      const start = s + m.index + m[0].length - m[2].length;
      spans.push({ start, end: start + m[2].length, rule: "hsm-key", category: "secret" });
    }
  });
  return spans;
}

export const HSM_KEY_RULES: TextRule[] = [
  {
    id: "hsm-key",
    category: "secret",
    keywords: [
      "zmk",
      "zpk",
      "tpk",
      "tmk",
      "tak",
      "zak",
      "zek",
      "bdk",
      "ipek",
      "lmk",
      "pvk",
      "cvk",
      "kek",
      "mfk",
    ],
    find: findHsmKeys,
  },
];
