// Redaction round 12: values under a sensitive key that hide nothing, so the whole-value rule
// leaves them byte-identical: placeholders and masks, ciphertext made to be committed (an
// Ansible `!vault |` block under `bind_password`), and an empty literal with a note saying so
// (`"" (empty: relay allows the office IP)`), as queue and vault payloads carry them.
import { isEncryptedValue } from "./encrypted_values.ts";
import { looksFake } from "./placeholders.ts";

const EMPTY_WITH_NOTE =
  /^(?:""|'')\s*(?:\((?:empty|none|unset|not set|blank|no password)\b[^()]*\))?$/i;

/** True when a value under a sensitive key is a placeholder, ciphertext or a declared empty one. */
export function keyedHidesNothing(s: string): boolean {
  const v = s.trim();
  return looksFake(s) || isEncryptedValue(v, 0, v) || EMPTY_WITH_NOTE.test(v);
}
