// Redaction round 22 (issue 13): a session's id named in prose and linked to its value ("jail
// session id: <v>", "your vms session id is <v>", "Il cad-web session id del portale è <v>").
// A session id is a bearer credential: whoever holds it is logged in. The names ending in `id`
// that round 18 keeps (key id, license id) name an identifier; this one names the session itself.
// The value must be random material (the id a server draws), never a UUID or a word.
import { credentialShaped, randomMaterial, UUID_INSIDE, wordish } from "./credential_shape.ts";
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// The name, up to 40 characters of words (no sentence end, no other link), a link (`:`, `=`,
// "is" and its cognates), then the value ending the clause. A product's bare "session" with a
// colon (`ASP.NET session: <v>`) names the same value. The value may close a markup section or
// a bracket (`…]]></Notes>`).
const SESSION_ID = new RegExp(
  String
    .raw`(?<![\p{L}\d_])(?:[Ss]ession[ _-]?(?:id|ID|Id)|SESSION[ _-]?ID|(?<=[\p{L}\d.][ \t])[Ss]ession(?=[ \t]*:))(?![\p{L}\d_])([^\n.!?;:=<>"'\x60]{0,40}?)(?:[ \t]*[:=]|[ \t](?:is|est|ist|es|è|é|era|ni|er|är|jest|je|on|was))[ \t]+([^\s"'<>\x60|;,()&[\]{}]{16,300}?)[.,;]?(?=$|[\s<"'\])])`,
  "gmu",
);
// Words in the gap: the name's owner ("del portale comunale", "da integração"), not a negation
// or a second noun that takes the value ("session id and token: …").
const GAP_BREAK = /\b(?:not|no|nicht|non|não|and|und|or|token|key|cookie|password|format)\b/i;

/** Random material as a server draws a session id: two classes with digits, or letters whose
 * case flips like a generator's (`pPod-BUJGrXcEhYhIo-…`). */
export function sessionIdValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || /:\/\/|^[$\/~\\<%]|@/.test(v)) return false;
  // A UUID after "session id" is as often a log's correlation id (round 20's aside rule agrees).
  if (UUID_INSIDE.test(v)) return false;
  if (credentialShaped(v) || randomMaterial(v, 20)) return true;
  const letters = v.replace(/[_-]/g, "");
  if (!/^[A-Za-z]{20,}$/.test(letters) || wordish(v)) return false;
  const flips = letters.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  // The entropy floor of randomMaterial's mixed-case material.
  const floor = Math.min(4, Math.log2(letters.length) - 1);
  return flips * 3 >= letters.length && shannonEntropy(letters) >= floor;
}

function findSessionIds(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(SESSION_ID, text, at, 2, 400, (m, offset) => {
    if (GAP_BREAK.test(m[1]) || !sessionIdValue(m[2])) return;
    const start = offset + m.index + m[0].lastIndexOf(m[2]);
    spans.push({ start, end: start + m[2].length, rule: "session-id-prose", category: "secret" });
  });
  return spans;
}

export const SESSION_ID_RULES: TextRule[] = [
  {
    id: "session-id-prose",
    category: "secret",
    keywords: ["session"],
    find: findSessionIds,
  },
];
