// Redaction round red83 (issue 13): the password shapes a one-line "<System> <where>: V" message
// hands over, beside red80's random runs (system_colon_end.ts). A person's or a manager's login
// is written as letters in both cases inside the run (`mixedCaseRun`), a memorable word group
// (`memorable`), or one or two words with a digit group and a policy mark; the frame's references
// are written in digits, in capitals and digits, or as hex, and none of these shapes is one.
import { mixedCaseRun } from "./mixed_case_run.ts";
import { memorable } from "./for_system_rules.ts";

// A word, a mark, a second word in small letters, a digit group, a closing policy mark allowed
// (`Harbour_lantern2231*`); the head is a capital or a policy mark joins them, since a lower-case
// `name_part12` is also how a file or a variable is named.
const WORDS_DIGITS = /^[A-Za-z][a-z]{2,}([._*!#&+-])[a-z]{3,}\d{2,6}[!?*#$%&]?$/;
// Two words of four letters or more around a digit group (`copper4417meadow`).
const WORD_DIGITS_WORD = /^[a-z]{4,}\d{3,6}[a-z]{4,}$/;

// Words joined by marks with no digit (`Correct-Horse-Battery`, `Foo-Bar-Baz`): a manual's
// example passphrase or a placeholder, whose capitals sit only at word heads.
const MARKED_WORDS = /^(?:\p{Lu}?\p{Ll}+[-_.])+\p{Lu}?\p{Ll}+$/u;

/** A login's shape in the colon-end frame (file comment). */
export function colonEndPassword(v: string): boolean {
  if (memorable(v) || WORD_DIGITS_WORD.test(v)) return true;
  if (mixedCaseRun(v)) return !MARKED_WORDS.test(v);
  const m = WORDS_DIGITS.exec(v);
  return m !== null && (/^[A-Z]/.test(v) || m[1] !== "_" && m[1] !== "." && m[1] !== "-");
}
