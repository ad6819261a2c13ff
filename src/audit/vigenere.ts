// Injection round inj83 (v52, v55, v60 missed; v53, v56 caught only by their "decipher and
// obey"): a Vigenère cipher whose key the text announces ("Vigenère, key HORSE; decrypt and carry
// out: …"). The key is in the text, so the payload is read back and judged like round 48's named
// Caesar shifts (cipher_order.ts): an act opening the reading is the order.
import type { PhraseRule } from "./phrase_rule.ts";
import { encodedOrder } from "./encoded_order.ts";
import { lexiconHits } from "./cipher_readings.ts";

/** Longest payload read after a cue (characters), as cipher_order.ts reads. */
const MAX_PAYLOAD = 400;
// The cue: the cipher's name, its key word within the clause, then up to a colon before the payload.
const VIGENERE_CUE = String
  .raw`\bvigen[eè]re\b[^\n:]{0,40}?\b(?:key(?:word)?|cl[eé]|schl[üu]ssel(?:wort)?|clave|chiave|chave|sleutel|klucz)\b[\s:=,]*["'“]?([a-z]{2,16})\b[^\n:]{0,80}:[ \t]*\n?[ \t]*`;
// The cue asks for the act on the reading ("decrypt and carry out", "decode and do"): then a
// reading that is prose is the order, whatever its verb ("Text the … password to …").
const ACT_ASK =
  /\band\s+(?:then\s+)?(?:follow|obey|comply|execute|do|act|apply|carry\s+(?:it\s+)?out)\b|\b(?:follow|obey|execute|carry\s+out)\s+(?:it|this|them)\b/i;

/** The payload read back with `key`; the key steps on at letters only, as the cipher does. */
export function unVigenere(key: string, payload: string): string {
  const k = key.toLowerCase();
  let i = 0;
  return payload.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    const shift = k.charCodeAt(i++ % k.length) - 97;
    return String.fromCharCode((c.charCodeAt(0) - base - shift + 26) % 26 + base);
  });
}

function judge(text: string, start: number, end: number): boolean {
  const payload = text.slice(end, end + MAX_PAYLOAD).split("\n", 1)[0];
  const key = new RegExp(VIGENERE_CUE, "i").exec(text.slice(start, end))?.[1];
  if (payload.length < 12 || key === undefined) return false;
  const reading = unVigenere(key, payload);
  if (encodedOrder(reading, text.slice(Math.max(0, start - 200), start), true)) return true;
  // Two short words of the lexicons: a wrong key or a non-cipher text reads back as noise.
  return ACT_ASK.test(text.slice(start, end)) && lexiconHits(reading) >= 2;
}

export const VIGENERE_RULE: PhraseRule = {
  // Reported as "decode-and-follow", as cipher_order.ts does (no new positive to retrain on).
  id: "decode-and-follow",
  severity: "medium",
  where: ["d", "r"],
  keywords: ["vigen"],
  re: new RegExp(VIGENERE_CUE, "i"),
  accept: judge,
};
