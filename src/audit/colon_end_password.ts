// Redaction round red83 (issue 13): the password shapes a one-line "<System> <where>: V" message
// hands over, beside red80's random runs (system_colon_end.ts). A person's or a manager's login
// is written as letters in both cases inside the run (`mixedCaseRun`), a memorable word group
// (`memorable`), or one or two words with a digit group and a policy mark; the frame's references
// are written in digits, in capitals and digits, or as hex, and none of these shapes is one.
import { mixedCaseRun } from "./mixed_case_run.ts";
import { memorable } from "./for_system_rules.ts";
import { encodedSettings, encodedWords } from "./decoded_words.ts";
import { encodedText } from "./system_value_rules.ts";

// A word, a mark, a second word in small letters, a digit group, a closing policy mark allowed
// (`Harbour_lantern2231*`); the head is a capital or a policy mark joins them, since a lower-case
// `name_part12` is also how a file or a variable is named.
const WORDS_DIGITS = /^[A-Za-z][a-z]{2,}([._*!#&+-])[a-z]{3,}\d{2,6}[!?*#$%&]?$/;
// Two words of four letters or more around a digit group (`copper4417meadow`).
const WORD_DIGITS_WORD = /^[a-z]{4,}\d{3,6}[a-z]{4,}$/;

// Words with capitals only at their heads, joined or not by marks, a version number at most
// after them (`Correct-Horse-Battery`, `Foo-Bar-Baz`, `AppVersion2.1`): a manual's example
// passphrase, a placeholder or a product's version, which mixedCaseRun reads as a run.
const HEADED_WORDS = /^(?:\p{Lu}?\p{Ll}+[-_.]?)+(?:\d+(?:\.\d+)*)?$/u;

/** A login's shape in the colon-end frame (file comment). */
export function colonEndPassword(v: string): boolean {
  if (memorable(v) || WORD_DIGITS_WORD.test(v)) return true;
  // A setting (`mode=…`), an address (`user:pw@host` cut at the colon) or base64 of words or
  // settings is not one run of a login, whatever its case.
  if (mixedCaseRun(v)) {
    return !HEADED_WORDS.test(v) && !/[=@](?!=*$)/.test(v) && !encodedWords(v) &&
      !encodedSettings(v) && !encodedText(v.replace(/=+$/, ""));
  }
  const m = WORDS_DIGITS.exec(v);
  return m !== null && (/^[A-Z]/.test(v) || m[1] !== "_" && m[1] !== "." && m[1] !== "-");
}
