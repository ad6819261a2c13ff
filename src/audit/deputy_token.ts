// Redaction round red78 (issue 13): a Deputy (rostering) permanent token is 32 lower-case hex with
// no prefix; it is taken when "Deputy" is written within a line's reach before it, and that word
// is not a job title ("deputy manager": an asset log's MD5 sits there too) nor a digest's label.
import { spansWhere, type TextRule } from "./rule_kit.ts";

const HEX32 = /(?<![0-9A-Za-z])[0-9a-f]{32}(?![0-9A-Za-z])/g;
const REACH = 80;
// "deputy" as a rank: a role noun after it ("deputy head", "Deputy Manager", "deputy-director").
const VENDOR =
  /deputy(?![ \t-]+(?:manager|head|director|lead|chief|chair|principal|editor|minister|governor|mayor|officer|clerk|warden|registrar)\b)/gi;
const DIGEST_BEFORE =
  /sha-?\d|md5|hash|digest|checksum|integrity|signature|commit|fingerprint|etag/i;

function deputyNamed(before: string): boolean {
  VENDOR.lastIndex = 0;
  return VENDOR.test(before);
}

/** A hex run with letters and digits, the vendor named before it and no digest's label. */
function deputyToken(text: string, m: RegExpMatchArray & { index: number }): boolean {
  if (!/[a-f]/.test(m[0]) || !/\d/.test(m[0])) return false;
  const before = text.slice(Math.max(0, m.index - REACH), m.index);
  return deputyNamed(before) && !DIGEST_BEFORE.test(before.slice(-40));
}

const findDeputyTokens = (text: string) =>
  spansWhere(text, HEX32, "deputy-token", (m) => deputyToken(text, m));

export const DEPUTY_TOKEN_RULE: TextRule = {
  id: "deputy-token",
  category: "secret",
  keywords: ["deputy"],
  find: findDeputyTokens,
};
