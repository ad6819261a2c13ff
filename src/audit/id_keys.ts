// Values under identifier keys (`id`, `JobRunId`, `request_id`, `sha`, `etag`, `cursor`) are
// object ids, hashes and cursors: rules that judge only a value's shape (random material after a
// prefix, a random literal, a credential word nearby) do not apply to them; vendor formats do.
import type { Span } from "./rule_kit.ts";

// Round 58: a device's serial too (`serial`, `serial_number`, `cameraSerial`; v46 guided).
const ID_KEY =
  /(?:^|[_.-])(?:id|ids|uuid|guid|sha\d*|hash|digest|checksum|etag|cursor|revision|rev|commit|fingerprint|serial(?:[_-]?(?:no|number))?)$|[a-z0-9](?:Id|ID|Ids|Uuid|Sha|Hash|Digest|Etag|Cursor|Serial|SerialNo|SerialNumber)$|^(?:id|sha|etag|next|cursor|marker|serial(?:no|number)?|serialNumber)$/;
const SHAPE_RULES = new Set([
  "prefixed-token",
  "random-literal",
  "credential-mention",
  "credential-context",
  "credential-nearby",
  "aws-secret-access-key",
  "password-shaped",
  "credential-sentence",
  "prose-password",
  "pair-credential",
  "row-credential",
]);

export function isIdKey(key: string): boolean {
  return key.length <= 60 && ID_KEY.test(key);
}

/** Spans of the rules that recognise a specific format (vendor prefixes, checksums, structure). */
export function specificOnly(spans: Span[]): Span[] {
  return spans.filter((s) => !SHAPE_RULES.has(s.rule));
}
