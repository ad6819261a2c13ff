// Redaction round 5 (issue 13): credentials carried as a URL path segment, where no query name
// says "token": a Bitrix24 inbound webhook (`https://host/rest/<user id>/<16-character key>/`,
// the key alone authorises calls) and the token of a reset, verify, confirm, invite or magic
// login link (`/reset/<64 hex>`, `/wachtwoord-herstellen/<token>`), in any language's path.
// Round 11: the same links carrying their token as a query value (`/invite/accept?code=…`,
// `/host/join?k=…`), and a feed or share URL that calls its own segment private
// (`/ical/<calendar>/private-<hex>/basic.ics`): a capability URL, whoever holds it gets in.
import { credentialShaped, randomMaterial } from "./credential_shape.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const BITRIX = /\/rest\/\d{1,6}\/([a-z0-9]{16})\/(?=[\w.]{0,60}(?:[\s"'<>)\]]|$))/dg;
// The link word, possibly joined with "password" in some language, then the token segment.
const ONE_TIME_LINK =
  /\/(?:[\w-]{0,24}[-_])?(?:reset|recover|recovery|forgot|verify|verification|confirm|confirmation|activate|activation|invite|invitation|magic|herstellen|zuruecksetzen|reinitialiser|restablecer|redefinir|reimposta)(?:[-_][\w-]{0,24})?\/([A-Za-z0-9_-]{20,200})(?![\w-])/dgi;

// A link word in the path, at most three more segments, then the query.
const LINK_QUERY =
  /\/(?:[\w-]{0,24}[-_])?(?:reset|recover|recovery|forgot|verify|verification|confirm|confirmation|activate|activation|invite|invitation|magic|accept|join|claim|login|signin|sign-in|sso|onboarding)(?:[-_][\w-]{0,24})?(?:\/[\w.-]{1,40}){0,3}\/?\?([^\s#"'<>`]{1,800})/dgi;
// Query names whose values are public or point elsewhere: OAuth's state and PKCE challenge,
// tracking, addressing, paging, ids.
const PUBLIC_PARAM =
  /^(?:state|nonce|code_challenge\w*|client_id|response_type|scope|redirect\w*|return\w*|next|continue|utm_\w+|ref|source|lang|locale|email|user(?:name)?|login_hint|page|v|ver|version|ts|\w*_?id|id\w*)$/i;
// Round 16: a link that prose names as a way in ("Sign-in link for the new driver: https://…/l/
// <token>", "eGift claim link: …/claim/<token>"), whatever its path says: its last segment, when
// random, is the capability.
const NAMED_LINK = new RegExp(
  String
    .raw`(?:sign[- ]?in|log[- ]?in|magic|claim|invite|invitation|activation|reset|one-time|enrol(?:l?ment)?) link\b[^:\n"]{0,40}:[ \t]*https?:\/\/[^\s\/"'<>]+(?:\/[^\s\/"'<>?#]+)*\/([A-Za-z0-9_-]{16,200})(?=[\s"'<>)\]]|$|[.,;](?:\s|$))`,
  "dgi",
);
const PRIVATE_SEGMENT = /\/(?:private|secret)[-_]([A-Za-z0-9]{16,200})(?=[\/?#\s"'<>]|$)/dg;

/** Spans of the query values of a link that look random (a capability's token). */
function linkQueryTokens(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(LINK_QUERY, text, at, 80, 400, (m, offset) => {
    let pos = offset + m.indices![1]![0];
    for (const pair of m[1].split("&")) {
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (eq > 0 && !PUBLIC_PARAM.test(pair.slice(0, eq)) && credentialShaped(value, true)) {
        spans.push({
          start: pos + eq + 1,
          end: pos + pair.length,
          rule: "one-time-link-token",
          category: "secret",
        });
      }
      pos += pair.length + 1;
    }
  });
  return spans;
}

/** Sixteen lower-case letters and digits, mixed as generated keys are (not a word or a number). */
function bitrixKey(v: string): boolean {
  return (v.match(/\d/g)?.length ?? 0) >= 2 && (v.match(/[a-z]/g)?.length ?? 0) >= 6 &&
    !looksFake(v);
}

function collect(re: RegExp, rule: string, ok: (v: string) => boolean) {
  return (text: string, at: number[] | null): Span[] => {
    const spans: Span[] = [];
    execWindows(re, text, at, 80, 400, (m, offset) => {
      if (!ok(m[1])) return;
      const start = offset + m.indices![1]![0];
      spans.push({ start, end: start + m[1].length, rule, category: "secret" });
    });
    return spans;
  };
}

const LINK_WORDS = [
  "reset",
  "recover",
  "forgot",
  "verif",
  "confirm",
  "activat",
  "invit",
  "magic",
  "herstellen",
  "zuruecksetzen",
  "reinitialiser",
  "restablecer",
  "redefinir",
  "reimposta",
];

export const URL_TOKEN_RULES: TextRule[] = [
  {
    id: "bitrix-webhook-key",
    category: "secret",
    keywords: ["/rest/"],
    find: collect(BITRIX, "bitrix-webhook-key", bitrixKey),
  },
  {
    id: "one-time-link-token",
    category: "secret",
    keywords: LINK_WORDS,
    find: collect(
      ONE_TIME_LINK,
      "one-time-link-token",
      (v) => !looksFake(v) && randomMaterial(v, 20),
    ),
  },
  {
    id: "one-time-link-token",
    category: "secret",
    // The new link words at a path's start only (`/join`, `-login`): they are common in prose.
    keywords: [
      ...LINK_WORDS,
      ...["accept", "join", "claim", "login", "signin", "sign-in", "sso", "onboarding"]
        .flatMap((w) => [`/${w}`, `-${w}`, `_${w}`]),
    ],
    find: linkQueryTokens,
  },
  {
    id: "one-time-link-token",
    category: "secret",
    keywords: ["link"],
    // A commit or content digest (40 or 64 hex) names a file, not a way in.
    find: collect(
      NAMED_LINK,
      "one-time-link-token",
      (v) => !looksFake(v) && randomMaterial(v, 16) && !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(v),
    ),
  },
  {
    id: "capability-url",
    category: "secret",
    keywords: ["/private-", "/private_", "/secret-", "/secret_"],
    find: collect(PRIVATE_SEGMENT, "capability-url", (v) => !looksFake(v) && randomMaterial(v, 16)),
  },
];
