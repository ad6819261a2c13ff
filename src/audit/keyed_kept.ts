// Redaction round 12: values under a sensitive key that hide nothing, so the whole-value rule
// leaves them byte-identical: placeholders and masks, ciphertext made to be committed (an
// Ansible `!vault |` block under `bind_password`), and an empty literal with a note saying so
// (`"" (empty: relay allows the office IP)`), as queue and vault payloads carry them.
import { isEncryptedValue } from "./encrypted_values.ts";
import { looksFake } from "./placeholders.ts";
import { recoveryWords } from "./keyed_codes.ts";
import { byteListText } from "./keyed_context.ts";
import { markedDead } from "./kept_spans.ts";

const EMPTY_WITH_NOTE =
  /^(?:""|'')\s*(?:\((?:empty|none|unset|not set|blank|no password)\b[^()]*\))?$/i;

// Round 14: a YAML tag that names where the value lives (Home Assistant's `!secret wifi_pw`,
// ESPHome's `!env_var`, CloudFormation's `!Ref DbPassword`, `!GetAtt`, `!ImportValue`): a reference.
const TAG_REFERENCE =
  /^!(?:secret|env_var|env|include|ref|sub|getatt|importvalue|findinmap|ssm|vault_ref)[ \t]+[A-Za-z_][\w.:/-]{0,80}$/i;

/** `!secret <name>`: the value is a reference to a secret held elsewhere, by its name. */
export function tagReference(v: string): boolean {
  return TAG_REFERENCE.test(v.trim());
}

// A directive in place of the value (Zigbee2MQTT's `network_key: GENERATE`, `psk: auto`): the
// software makes the secret itself; the word is no secret.
const DIRECTIVE = /^(?:generate|auto|auto[_-]?generated?|random|none|unset|disabled)$/i;

// Round 32: a word for no value in place of the value (JSON's null written as a string, nil,
// undefined, n/a), and a note about the value in its place ("rotated 2026-10-02 by the desk
// (value in the vault)"): five or more words with a date or a parenthesised aside of words,
// which a generated passphrase (random words, no date, no aside) never holds.
const ABSENT = /^(?:null|nil|undefined|n\/a)$/i;
const NOTE_MARK = /\b\d{4}-\d{2}-\d{2}\b|\([a-z]+(?: [a-z]+)+\)/;

function noteInPlace(v: string): boolean {
  const words = v.split(/\s+/);
  const plain = words.filter((w) => /^\(?[a-z]{2,}[),.;]?$/.test(w)).length;
  return words.length >= 5 && plain >= 4 && NOTE_MARK.test(v);
}

// Round 38: where to get the value in its place ("ask reception", "see the sticker"): a verb
// of asking or looking, then a few plain words; a generated passphrase opens with no such verb.
const POINTER = /^(?:ask|see|contact|call|check[ \t]+with)[ \t]+(?:[a-z][\w'-]*[ \t]*){1,6}$/i;

/** True when a value under a sensitive key is a placeholder, ciphertext or a declared empty one. */
export function keyedHidesNothing(s: string): boolean {
  const v = s.trim();
  // Round 14: a wallet's recovery words read as a "description" of plain words to looksFake.
  if (recoveryWords(v)) return false;
  // Round 30: a key's bytes in brackets (`[139, 189, …]`) read as a `[placeholder]` to looksFake.
  if (byteListText(v)) return false;
  // `{FRIGATE_MQTT_PASSWORD}` is a template to looksFake (placeholders.ts), as everywhere else.
  return looksFake(s) || isEncryptedValue(v, 0, v) || EMPTY_WITH_NOTE.test(v) || tagReference(v) ||
    DIRECTIVE.test(v) || ABSENT.test(v) || noteInPlace(v) || POINTER.test(v) || markedDead(v) ||
    CLEARED.test(v);
}

// Round 39: the value a server writes to clear a cookie (`PHPSESSID=deleted`), under any key.
const CLEARED = /^(?:deleted|expired)$/i;
