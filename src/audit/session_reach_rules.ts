// Redaction round 42 (issue 13; v36 guided, seen in v27, v32 and v36): a session's value a few
// words after its name ("JSESSIONID for the rights portal: 9A4D…", "ASP.NET_SessionId for the
// booking system n3h2…", "TikTok Shop seller session ya the 3PL chat: 44yg…",
// `COOKIE=.AspNetCore.Cookies=CfDJ8…`). Round 19's named-code reads a session's value only right
// after its name; clause-reach walks a clause from a credential noun but "session" is none. This
// rule walks the same clause (clause_reach_rules.ts's walk) from a session's name and keeps only
// what a session holds: a long run of random material, never a word, a number or a date.
import { walk } from "./clause_reach_rules.ts";
import { NOT_SECRET } from "./credential_slot_rules.ts";
import { LINK_WORDS } from "./slot_link.ts";
import { credentialShaped, randomMaterial } from "./credential_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// A session's name in prose or as a framework's cookie name.
const SESSION = new RegExp(
  String
    .raw`(?<![\p{L}\d_])(?:JSESSIONID|PHPSESSID|ASP\.NET_SessionId|\.AspNetCore\.[A-Za-z]+|connect\.sid|[Ss]ession(?:[ _-]?(?:[Ii][Dd]|[Tt]oken|[Cc]ookie|[Tt]icket))?)(?![\p{L}\d_]|-\p{L})`,
  "gu",
);

/** A session's value: 16+ characters of random material, or 24+ hex digits. */
function sessionValue(v: string): boolean {
  return /^[0-9a-f]{24,}$/i.test(v) || randomMaterial(v, 16) || credentialShaped(v) && /\d/.test(v);
}

// Unlinked ("… for the booking system n3h2…"), the value must be random material of 20 or more
// characters within eight words of the name, in a clause no comma or sentence end closes.
const UNLINKED =
  /^[ \t]+(?:[^\s,;.!?。]+[ \t]+){0,8}?([A-Za-z0-9][A-Za-z0-9_\/+=%-]{19,255})(?=[\s.,;!?)]|$)/;

// A word between that links (the clause reader judged that one), denies ("is not") or names
// something else (`session token id <uuid>`) leaves the value to other readers.
const NOT_OURS = /^(?:not|no|never|nicht|kein|pas|nunca|non)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function unlinked(text: string, from: number): Span | null {
  const m = UNLINKED.exec(text.slice(from, from + 200));
  if (m === null) return null;
  const v = m[1];
  const between = m[0].slice(0, m[0].length - v.length).trim().split(/\s+/).filter(Boolean);
  if (between.some((w) => LINK_WORDS.includes(w) || NOT_OURS.test(w) || NOT_SECRET.test(w))) {
    return null;
  }
  if (UUID.test(v) || !/^[0-9a-f]{24,}$/i.test(v) && !randomMaterial(v, 20)) return null;
  const start = from + m[0].length - v.length;
  return { start, end: start + v.length, rule: "session-reach", category: "secret" };
}

function findSessionReach(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(SESSION, text, at, 24, 40, (m, offset) => {
    const from = offset + m.index + m[0].length;
    const span = walk(text, from, false);
    if (span && sessionValue(text.slice(span.start, span.end))) {
      spans.push({ ...span, rule: "session-reach" });
    } else if (span === null) {
      const far = unlinked(text, from);
      if (far) spans.push(far);
    }
  });
  return spans;
}

export const SESSION_REACH_RULES: TextRule[] = [{
  id: "session-reach",
  category: "secret",
  keywords: ["session", "sessid", "aspnetcore", "connect.sid"],
  find: findSessionReach,
}];
