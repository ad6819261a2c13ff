// Round 39 (issue 13): spans the text rules found that hand nothing over, judged from the text
// around the value rather than the value itself: a value marked dead right after it ("(revoked,
// do not use)", "(abgelaufen)", "（已作废）"), a value that is a calendar date ("changed on:
// 16.02.2026"), and a value after a record-number label whose aside names the secret world
// ("tracking number (gift card): …", "Sendungsnummer (Gutschein);…").
import type { Span } from "./rule_kit.ts";
import { deadAround } from "./dead_marks.ts";
import { standsInForSecret } from "./config_stand_ins.ts";
import { pointsAtString } from "./debug_notation.ts";
import { identifierLabelled } from "./identifier_label.ts";
import { publishedAt } from "./published_spans.ts";
import { tradeItemAt } from "./trade_numbers.ts";
import { vendorPublishedAt } from "./vendor_published.ts";
import { publicIdFormatAt } from "./public_id_formats.ts";
import { publicAt } from "./public_spans.ts";
import { nextPairAt } from "./named_id.ts";
import { sshPublicLineAt } from "./ssh_public_line.ts";
import { cutPemAt } from "./cut_pem.ts";
import { referenceAt } from "./reference_spans.ts";
import { notGivenAt } from "./not_given_spans.ts";
import { checkedIdAt } from "./checked_ids.ts";

// A parenthesis opening right after the value (a dash, a comma or a cell's quote may stand first) whose first words
// say the value no longer works, in the eight languages handover notes are written in. It holds
// no digit ("(revoked 2026-02-01)" reports when a live-looking key failed) and does not speak of
// another value ("(old one revoked at 14:05)" follows the new one).
const DEAD = new RegExp(
  String
    .raw`^[?!.]?\s*[-–,;]?\s*"?\s*[(（\[]\s*(?!old\s+(?:one|key|token|password)\b)(?=[^)）\]\d]{1,48}[)）\]])(?:` +
    [
      String
        .raw`revoked|expired|old\b|deprecated|rotated|invalid|disabled|no\s+longer|do\s+not\s+use|don'?t\s+use|replaced|superseded`,
      String
        .raw`abgelaufen|widerrufen|ungültig|veraltet|alt\b|gesperrt|ersetzt|nicht\s+mehr|deaktiviert`,
      String.raw`ancien|expiré|révoqué|périmé|remplacé|obsolète|ne\s+plus`,
      String.raw`revocad|caducad|expirad|antigu|ya\s+no|no\s+usar|vencid|obsolet`,
      String.raw`revogad|antig|não\s+usar|substituíd|desativad`,
      String.raw`verlopen|ingetrokken|oud\b|vervangen|niet\s+meer|vervallen`,
      String.raw`kedaluwarsa|dicabut|lama\b|sudah\s+diganti|jangan\s+dipakai|tidak\s+berlaku`,
      String.raw`已作废|已过期|已失效|已撤销|已停用|作废|过期|失效|旧`,
    ].join("|") + ")",
  "iu",
);

// The whole value is a date (day, month and year in any order and separator), a time optional.
const DATE =
  /^(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;

// Nouns of record numbers people quote (orders, invoices, tickets, parcels, rooms, versions):
// the head of a label such as "tracking number (gift card)" whose aside only names a topic.
const RECORD = String
  .raw`(?:number|#|reference|tracking|invoice|order|ticket|case|booking|reservation|room|locker|extension|firmware|version|serial|checksum|nummer|rechnung|bestell\w*|durchwahl|zimmer|sendungs\w*|número|numéro|n\.?º|rastreio|seguimiento|fatura|factura|pedido|chamado|versão|versión|facture|commande|chambre|poste|factuur|bestelling|kamer|toestel|versie|nomor|resi|faktur|tiket|kamar|versi|单号|编号|订单|发票|工单|版本|房间|分机|序列号)`;
// Round 58: a recovery or an override is a code kind ("BitLocker recovery (ARC-WS-04): …"; the
// brand's "locker" read as a record noun, v46 guided).
const SECRET_NOUN =
  /password|passwort|kennwort|senha|contraseña|mot de passe|wachtwoord|sandi|密码|口令|\bpin\b|passphrase|\bkey\b|schlüssel|token|secret|\botp\b|cvv|code\b(?!\s*\()|recovery|override/iu;
// Round 45: the abbreviations only as words of their own: inside a word they are letters of
// another one (a name cell "Henrik (finance)" holds `nr`; v37 guided).
const ABBREVIATION = String.raw`(?<![\p{L}\p{N}])(?:no\.?|nr\.?|ref|ext\.?)(?![\p{L}\p{N}])`;
// The label's text up to the value ends "<record noun …> (<aside>)" and a connector.
// The record noun heads the label: at most two words stand before it and two after it.
const WORD = String.raw`[^\s(（,;|:]`;
export const ASIDE_LABEL = new RegExp(
  String
    .raw`(?:^|[\n,;|*•\-]|\]\s*\w+:)\s*((?:${WORD}+\s+){0,2}(?:${WORD}*${RECORD}${WORD}*|${ABBREVIATION})(?:\s+${WORD}+){0,2})\s*[(（][^)）\n]{1,40}[)）]\s*[:：=,;|\-–>]*\s*$`,
  "iu",
);

/** Round 39: a keyed value that carries its own dead mark ("Pocket80Violet. (revoked)"). */
export function markedDead(v: string): boolean {
  const open = v.search(/\s[(（][^()（）]*[)）]\s*$/);
  return open > 0 && !/\s/.test(v.slice(0, open).trim()) && DEAD.test(v.slice(open));
}

// Cost round 31: every ASIDE_LABEL match ends with `)` or `）`, then only characters of
// ASIDE_TAIL (blanks and its connectors), and neither bracket is one of those; so the regex
// (tried at each of up to 120 starts) runs only when the text left after the tail ends with one.
const ASIDE_TAIL = /[\s:：=,;|\-–>]/;

export function endsWithAside(before: string): boolean {
  let i = before.length - 1;
  while (i >= 0 && ASIDE_TAIL.test(before[i])) i--;
  return before[i] === ")" || before[i] === "）";
}

/** Whether the span is a value the text itself marks dead, dates, or files under a record label. */
function keptSpan(text: string, s: Span): boolean {
  if (s.category === "pii") return false;
  const value = text.slice(s.start, s.end);
  if (DATE.test(value)) return true;
  // Round red60: a vendor's or a standard's published example (published_spans.ts).
  if (publishedAt(text, s.start, s.end)) return true;
  // Round red60: an EAN-13 or ISBN-13 under any label but a password's (trade_numbers.ts).
  if (tradeItemAt(text, s.start, s.end)) return true;
  // Round red63: the text says the vendor publishes it (manual's example, factory default).
  if (vendorPublishedAt(text, s.start, s.end)) return true;
  // Round red63: inside a publishable key's token, or under a YAML parent naming a public key.
  if (publicAt(text, s.start, s.end)) return true;
  // Round red63: the next `name=value` pair read as an empty `KEY= `'s value (named_id.ts).
  if (nextPairAt(text, s.start, s.end)) return true;
  // Round red65: inside an OpenSSH public key line, checked by its wire format (ssh_public_line.ts).
  if (sshPublicLineAt(text, s.start, s.end)) return true;
  // Round red80: inside a private-key header cut after its fixed preamble (cut_pem.ts).
  if (cutPemAt(text, s.start, s.end)) return true;
  // Rounds red72, red74: an account, request, key or measurement id, or a DOI, in its published
  // format (public_id_formats.ts).
  if (publicIdFormatAt(text, s.start, s.end)) return true;
  // Round 58: a shape rule's value whose nearest label names an identifier (identifier_label.ts).
  if (identifierLabelled(text, s.start, s.rule)) return true;
  // Round 51: a debugger's pointer before the string it points to (debug_notation.ts).
  if (pointsAtString(text, value, s.end)) return true;
  // Round 48: a reference, path, placeholder, envelope or public value in a config file.
  if (standsInForSecret(text, s.start, s.end)) return true;
  // Round red88: an environment lookup in code, or a `secretKeyRef:`'s name (reference_spans.ts).
  if (referenceAt(text, s.start, s.end)) return true;
  // Round red91: a label with no value, a named digest, a public key's id (not_given_spans.ts).
  if (notGivenAt(text, s.start, s.end)) return true;
  // Round red95: a container number or an LEI whose check digit holds (checked_ids.ts).
  if (checkedIdAt(text, s.start, s.end)) return true;
  if (DEAD.test(text.slice(s.end, s.end + 40)) || deadAround(text, s.start, s.end)) return true;
  const lineStart = text.lastIndexOf("\n", s.start - 1) + 1;
  const before = text.slice(Math.max(lineStart, s.start - 120), s.start);
  if (!endsWithAside(before)) return false;
  const m = ASIDE_LABEL.exec(before);
  return m !== null && !SECRET_NOUN.test(m[1]);
}

/** `spans` without those the surrounding text shows hand nothing over. */
export function withoutKeptSpans(text: string, spans: Span[]): Span[] {
  return spans.some((s) => keptSpan(text, s)) ? spans.filter((s) => !keptSpan(text, s)) : spans;
}
