// Redaction round 20: a name/value record whose name is a person's label, not a key
// (`{"name": "parola — depot router enable", "value": "…"}`, as password managers, runbooks and
// vendor hand-over sheets write them): the label names a password in a lexicon language, maybe
// with what it opens after a dash. The key-name list reads compounds (`jelszó`, `пароль`) but not
// every language's word (Romanian `parola` is also Italian for "word"), so the label's words are
// read here and the value must look typed as a password.
import { passwordLike } from "./prose_password_rules.ts";
import { CJK_WORDS, PASSWORD_WORDS } from "./prose_password_words.ts";

// Short words (`pass`, `pw`) name boarding passes and abbreviations too often in a label.
const LONG_WORDS = PASSWORD_WORDS.filter((w) => w.length >= 5);
const WORD = new RegExp(
  `(?<![\\p{L}\\d])(?:${
    LONG_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")
  })(?![\\p{L}\\d])|${CJK_WORDS.join("|")}`,
  "iu",
);

/** A label with a blank that names a password, and a value with none that looks like one. */
export function labelledPassword(label: string, value: string): boolean {
  if (!/\s/.test(label.trim()) || label.length > 100 || /\s/.test(value)) return false;
  // "password policy", "password hint": about the password, not it (the value test keeps most).
  if (/\b(?:hint|policy|rules?|length|hash(?:ed)?|reset|expir\w*|changed)\b/i.test(label)) {
    return false;
  }
  return WORD.test(label) && passwordLike(value);
}
