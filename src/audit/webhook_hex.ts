// Redaction round red99 (issue 13): a webhook named, then bare hex ("the Bookwhen webhook wants
// <hex> since the update", "Verkada webhook shared: <hex>", "LIFTINC WEBHOOK" over the hex on a
// note). A webhook's signing secret is the one random string a vendor's webhook page shows beside
// the webhook, as hex; staff paste it after the webhook's name with a verb or a colon. A delivery's
// signature, a payload's digest or a deploy's commit is introduced by its own word, which may not
// stand in the few words between. Tuning sets: v46, v52, v66.
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The word itself, not a path's or a host's part (`/webhooks/stripe`, `acme.webhook.office.com`).
const WEBHOOK = /(?<![\p{L}\d\/._-])webhooks?(?![\p{L}\d\/._-])/giu;
// Up to three words of letters and a colon, then the hex as a whole token.
const SAME_LINE =
  /^((?:[ \t]+\p{L}+(?![\p{L}\d])){0,3})[ \t]*[:：=]?[ \t]*([0-9a-f]{32,64})(?![\p{L}\d=:\/-])/iu;
// Or the name ends its line and the hex stands alone on the next one.
const NEXT_LINE = /^[ \t]*:?[ \t]*\r?\n[ \t]*([0-9a-f]{32,64})[ \t]*\r?(?:\n|$)/iu;
const LENGTHS = new Set([32, 40, 48, 64]);
// Words that introduce something other than the webhook's secret.
const NOT_SECRET_WORD =
  /(?<!\p{L})(?:sha\d*|signatures?|hash|digest|delivery|deliveries|event|payload|request|commit|etag|trace|url|endpoint|body|header|deploy\w*|build|release|version|revision|rev|log|sent|received|fired|failed|failing)(?!\p{L})/iu;

function hexValue(v: string): boolean {
  return LENGTHS.has(v.length) && /\d/.test(v) && /[a-f]/i.test(v);
}

function findWebhookHex(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(WEBHOOK)) {
    const after = m.index + m[0].length;
    const rest = text.slice(after, after + 200);
    const same = SAME_LINE.exec(rest);
    const words = same?.[1] ?? "";
    let v: string | undefined;
    let start = 0;
    if (same && !ID_LABEL.test(words) && !referenceWords(words) && !NOT_SECRET_WORD.test(words)) {
      v = same[2];
      start = after + same[0].length - v.length;
    } else {
      const next = NEXT_LINE.exec(rest);
      if (next) {
        v = next[1];
        start = after + next[0].indexOf(v);
      }
    }
    if (v === undefined || !hexValue(v)) continue;
    spans.push({ start, end: start + v.length, rule: "webhook-hex", category: "secret" });
  }
  return spans;
}

export const WEBHOOK_HEX_RULES: TextRule[] = [{
  id: "webhook-hex",
  category: "secret",
  keywords: ["webhook"],
  find: findWebhookHex,
}];
