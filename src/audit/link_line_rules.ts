// Redaction round 64 (issue 13): a machine key (hex of 32+, base64 with both cases and digits)
// handed over on a note's line of its own: "- <system>: V", "<device> - V" on a sticky note,
// "<service> -> V." in a diary. Round 61 left such keys after a bare colon, since in running
// prose the same shapes are digests and ids; here the line's structure decides: a thing's name
// of a few words (not a sentence), a link (colon, arrow, spaced dash), the key, and the line's or
// sentence's end. A name of an id, digest or encoding kind keeps the value (ID_LABEL, DIGEST).
import { encodedKey } from "./chat_handover.ts";
import { longRuns } from "./long_runs.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { sheetCellName } from "./sheet_cell.ts";
import { RESOURCE_SID } from "./session_rules.ts";
import { ID_LABEL } from "./system_value_rules.ts";

// The link at the end of the words before the value: an arrow or a spaced dash, which a note
// writes where a form writes a colon; a colon counts only on a list entry's line ("- Xero: V"),
// since "sha256sum: V", "sure: V" or "Value: V" answer the same way with a digest.
const ARROW_END = /(?:->|=>|→|[ \t][-–—])[ \t]*$/;
const COLON_END = /[:：][ \t]*$/;
const BULLET = /^[ \t]*[-*•·][ \t]+/;
// Names of digests, checksums, numbers, versions and public or derived values, which ID_LABEL
// leaves; hash and number words are read inside compounds (`ARTIFACT_SHA256`, `Kundennummer`).
const DIGEST =
  /sha-?\d|md5|checksum|hash|nummer|number|\b(?:sums?|crc\d*|integrity|etag|rev(?:ision)?|build|version|salt|nonce|iv|kid|uuid|guid|object|blob|tree|cid|thumbprint|pubkey|peer|cert\w*|image|file|data|body|payload|output|result|encoded|decoded|example)\b/i;
// A file or document named in a sheet's row: the hex beside it is its checksum.
const FILE_KIND =
  /\b(?:pdf|docx?|xlsx?|pptx?|csv|txt|zip|tar|gz|iso|img|dmg|exe|msi|apk|jar|png|jpe?g|mp4|document|attachment|download|installer|firmware)\b/i;
// Round red78: a repository's or a firmware's name beside lower-case hex of a SHA-1's or a
// SHA-256's length, in a row's cell or before an arrow: the value is its commit or digest (v58's
// "firmware 4.2.1 -> <sha256>", v59's "repo<TAB><commit>"); unless the name says key or token.
const SOURCE_KIND = /\b(?:repo(?:sitory)?|git|firmware|release)\b/i;
const DIGEST_HEX = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const CREDENTIAL_NAME = /key|token|secret|pass|auth/i;

function sourceDigest(name: string, v: string): boolean {
  return SOURCE_KIND.test(name) && DIGEST_HEX.test(v) && !CREDENTIAL_NAME.test(name);
}

// A thing's name: words of letters and digits, spaces and a few joining marks; no code, path,
// quote or bracket of a field.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} '’&._\-()]{0,48}$/u;
const WORD = /\p{L}[\p{L}\p{N}_'’-]*/gu;

/** The value ends its line, or its sentence with another sentence after it. */
function endsLine(text: string, e: number): boolean {
  const after = text.slice(e, e + 3);
  return /^\.?[ \t]*(?:\r?\n|$)/.test(after) || /^\. \p{Lu}/u.test(after);
}

/** The thing's name before the link: a few words, from the line's or sentence's start. */
function thingName(text: string, s: number): string | undefined {
  const lineStart = text.lastIndexOf("\n", s - 1) + 1;
  const before = text.slice(Math.max(lineStart, s - 120), s);
  const link = ARROW_END.exec(before) ?? (BULLET.test(before) ? COLON_END.exec(before) : null);
  if (!link) return;
  const clause = before.slice(0, link.index).split(/[.!?;:：]\s+/).pop()!;
  const name = clause.replace(BULLET, "").trim();
  const words = name.match(WORD)?.length ?? 0;
  return NAME.test(name) && words >= 1 && words <= 5 ? name : undefined;
}

/** Base64 of text (a setting, a message): mostly printable once decoded, which key bytes are not. */
function encodedText(v: string): boolean {
  if (!/^[A-Za-z0-9+\/]+={0,2}$/.test(v) || v.length % 4 !== 0) return false;
  let clear: string;
  try {
    clear = atob(v);
  } catch {
    return false;
  }
  const printable = clear.match(/[\x20-\x7e\t\n\r]/g)?.length ?? 0;
  return printable >= clear.length * 0.9;
}

function findLinkLines(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [s, e] of longRuns(text, 32, 64)) {
    const v = text.slice(s, e);
    if (v.length > 128 || !encodedKey(v) || encodedText(v)) continue;
    // Round 68: a whole cell of a tab-separated row is named by the cell before it and its
    // heading; a file named there (`policy PDF`) is listed with its checksum, an `AC…` is an id.
    const atEnd = endsLine(text, e);
    const cell = atEnd ? undefined : sheetCellName(text, s, e);
    if (cell === undefined ? !atEnd : FILE_KIND.test(cell) || RESOURCE_SID.test(v)) continue;
    const name = cell?.replaceAll("_", " ") ?? thingName(text, s);
    if (!name || ID_LABEL.test(name) || DIGEST.test(name) || sourceDigest(name, v)) continue;
    if (looksFake(v) || isTemplateOrMask(v)) continue;
    spans.push({ start: s, end: e, rule: "link-line-key", category: "secret" });
  }
  return spans;
}

export const LINK_LINE_RULES: TextRule[] = [{
  id: "link-line-key",
  category: "secret",
  keywords: [],
  // Cheap pre-test: a run of 32 key characters; the same answer found by long_runs' skipping scan.
  hint: /[A-Za-z0-9+\/_-]{32}/,
  hintHolds: (text) => longRuns(text, 32, 1).length > 0,
  broad: true,
  find: findLinkLines,
}];
