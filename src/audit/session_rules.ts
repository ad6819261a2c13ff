// Redaction round 3 (issue 13): a framework session cookie (`connect.sid=…`, `PHPSESSID=…`) is a
// credential wherever it is written: an access log's cookie field, `curl -b`, `document.cookie`.
// Round 6: WordPress's auth cookies (`wordpress_logged_in_<hash>=…`; round 9: also without the
// site hash, as proxies and plugins name them), and a bare `session=` or
// `sid=` pasted into a chat, when the value is long random material.
import { shannonEntropy } from "./checksums.ts";
import { randomMaterial, UUID_ONLY } from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { SESSION_ID_RULES } from "./session_id_rules.ts";

// Session cookie names of web frameworks: Express, PHP, Java, ASP.NET, Rails, Laravel, Django,
// CodeIgniter, Rack, Flask, and `<app>.sid` / `<app>_session` forms; round 18: the app's name
// glued on (`galaxysession`, OMERO's `bsession`). Round 49: WordPress's site hash shortened
// (`wordpress_logged_in_a1=`, v35 and v38), as people abbreviate it in chat.
// Anchored on the name's fixed end, so the engine skips to candidates; the start is checked after.
export const SESSION_PAIR =
  /(\.sid|SESSID|SESSIONID|SessionId|ASPSESSIONID[A-Z]{0,12}|_session|(?<=[a-z])session|_session_id|sessionid|session_id|rack\.session|wordpress_(?:(?:logged_in|sec)(?:_[0-9a-f]{1,32})?|[0-9a-f]{32}))=("?)([^;"\s,&]{16,4096})\2/dg;
const NAME_START = /(?:^|[^\w.-])(?:[a-z][\w-]{0,30}|PHP|J|ASP\.NET_|)$/;

function sessionValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v)) return false;
  // A canonical UUID (OMERO's, Tomcat clusters'): 32 hex digits may fall under the entropy floor.
  if (UUID_ONLY.test(v)) return !/^0{8}-|^(\w)\1{7}-/.test(v);
  const compact = v.replace(/%[0-9A-Fa-f]{2}|[_.~+\/=-]/g, "");
  return compact.length >= 16 && /\d/.test(compact) && /[A-Za-z]/.test(compact) &&
    shannonEntropy(compact) >= 3.5;
}

function findSessionPairs(text: string): Span[] {
  const spans: Span[] = [];
  // The whole text, tried at the index's candidates (the names are literals): a global scan's
  // matches without reading every character.
  execWindows(SESSION_PAIR, text, null, 0, 0, (m) => {
    if (!sessionValue(m[3]) || !NAME_START.test(text.slice(Math.max(0, m.index - 32), m.index))) {
      return;
    }
    const start = m.indices![3]![0];
    spans.push({ start, end: start + m[3].length, rule: "session-cookie", category: "secret" });
  });
  WP_AUTH_SPACED.lastIndex = 0;
  for (let m = WP_AUTH_SPACED.exec(text); m; m = WP_AUTH_SPACED.exec(text)) {
    const start = m.indices![1]![0];
    spans.push({ start, end: start + m[1].length, rule: "session-cookie", category: "secret" });
  }
  BARE_PAIR.lastIndex = 0;
  for (let m = BARE_PAIR.exec(text); m; m = BARE_PAIR.exec(text)) {
    if (!randomMaterial(m[2], 24) || isTemplateOrMask(m[2]) || RESOURCE_SID.test(m[2])) continue;
    const start = m.indices![2]![0];
    spans.push({ start, end: start + m[2].length, rule: "session-cookie", category: "secret" });
  }
  return spans;
}

// Round 49: WordPress's auth cookie value by its documented layout, `user|expiration|token|hmac`
// (wp_generate_auth_cookie; `|` sent as `%7C`), after the cookie's name and a space or colon
// instead of `=` (v38). The layout alone is specific enough that no entropy test is needed.
const WP_SEP = "(?:%7C|\\|)";
const WP_AUTH_SPACED = new RegExp(
  String.raw`wordpress_(?:logged_in|sec)(?:_[0-9a-f]{1,32})?:?[ \t]+` +
    String.raw`([\w.@-]{1,60}${WP_SEP}\d{9,11}${WP_SEP}[A-Za-z0-9]{16,64}${WP_SEP}[0-9a-f]{64})`,
  "dgi",
);

// A bare `session=` or `sid=` may name a talk or a slot: only 24+ characters of random material.
// Round 38: a resource SID (two capitals, then 32 hex: Twilio's `AC…`, `SM…`) names an account
// or a message, as an id does; the token that goes with it is the secret.
export const RESOURCE_SID = /^[A-Z]{2}[0-9a-f]{32}$/;
const BARE_PAIR = /(?<![\w.-])(session|sid|sessid)=([^;"'\s,&<>]{24,4096})/dgi;

export const SESSION_RULES: TextRule[] = [
  {
    id: "session-cookie",
    category: "secret",
    keywords: ["sid=", "sessid", "session", "wordpress_"],
    find: findSessionPairs,
  },
  // Round 22: a session's id named in prose ("the portal's session id is <v>").
  ...SESSION_ID_RULES,
];
