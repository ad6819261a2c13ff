// Redaction round 5 (issue 13): credentials carried as a URL path segment, where no query name
// says "token": a Bitrix24 inbound webhook (`https://host/rest/<user id>/<16-character key>/`,
// the key alone authorises calls) and the token of a reset, verify, confirm, invite or magic
// login link (`/reset/<64 hex>`, `/wachtwoord-herstellen/<token>`), in any language's path.
import { randomMaterial } from "./credential_shape.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const BITRIX = /\/rest\/\d{1,6}\/([a-z0-9]{16})\/(?=[\w.]{0,60}(?:[\s"'<>)\]]|$))/dg;
// The link word, possibly joined with "password" in some language, then the token segment.
const ONE_TIME_LINK =
  /\/(?:[\w-]{0,24}[-_])?(?:reset|recover|recovery|forgot|verify|verification|confirm|confirmation|activate|activation|invite|invitation|magic|herstellen|zuruecksetzen|reinitialiser|restablecer|redefinir|reimposta)(?:[-_][\w-]{0,24})?\/([A-Za-z0-9_-]{20,200})(?![\w-])/dgi;

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
    keywords: [
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
    ],
    find: collect(
      ONE_TIME_LINK,
      "one-time-link-token",
      (v) => !looksFake(v) && randomMaterial(v, 20),
    ),
  },
];
