// Redaction round 44 (issue 13): a value the text marks dead on the side round 39 did not read
// (kept_spans.ts reads a parenthesis opening right after the value). A bracketed label right
// before it ("[revoked, do not use] sk_live_…"), a dash right after it ("old key ghp_… — REVOKED
// at 14:05 UTC"), and a parenthesis after it whose last item is the dead word ("(deleted in the
// dashboard, leaked in #incident-4; revoked)"). Tuning set: rtr8 (its benign "revoked" texts).

// Words that end a value's life for good. Not "rotated", "replaced" or "old": after a dash those
// name what the value did to another one ("new key: … — rotated the old one").
const STRONG = String.raw`(?:` + [
  String
    .raw`revoked|expired|deactivated|disabled|invalid(?:ated)?|deleted|no\s+longer\s+(?:valid|works?|active)|do\s+not\s+use|don'?t\s+use`,
  String.raw`widerrufen|abgelaufen|ungültig|deaktiviert|gesperrt|gelöscht`,
  String.raw`révoqué|expiré|désactivé|supprimé|invalide`,
  String
    .raw`revocad[oa]|caducad[oa]|expirad[oa]|desactivad[oa]|eliminad[oa]|revogad[oa]|desativad[oa]`,
  String
    .raw`unieważnion\p{L}*|wygas\p{L}*|cofnięt\p{L}*|отозван\p{L}*|истёк|истек|недействител\p{L}*`,
  String.raw`失効|無効|削除済み|已作废|已失效|已撤销`,
].join("|") + String.raw`)(?![\p{L}\d])`;

// "[revoked, do not use] <value>": the label closes, then only a colon or a dash before the value.
const BRACKET_BEFORE = new RegExp(
  String.raw`[\[(（]\s*${STRONG}[^\])）\n]{0,40}[\])）][ \t]*[:：—–-]?[ \t]*$`,
  "iu",
);
// "<value> — REVOKED at 14:05 UTC": a dash with spaces, then the dead word (not "the old one …",
// which speaks of another value: "<new key> — old one revoked").
const DASH_AFTER = new RegExp(String.raw`^[ \t]+[—–-]{1,2}[ \t]+${STRONG}`, "iu");
// "<value> (deleted in the dashboard, leaked in #incident-474; revoked)": the aside's last item.
const LAST_ITEM_AFTER = new RegExp(
  String.raw`^[ \t]*[(（][^)）\n]{1,100}[,;][ \t]*${STRONG}[ \t.]*[)）]`,
  "iu",
);

/** Whether the text right around [start, end) marks that value dead (see above). */
export function deadAround(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (BRACKET_BEFORE.test(text.slice(Math.max(lineStart, start - 80), start))) return true;
  const after = text.slice(end, end + 140);
  return DASH_AFTER.test(after) || LAST_ITEM_AFTER.test(after);
}
