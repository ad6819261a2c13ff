// Credentials in formats the `key=value` rule cannot see: XML elements (`<dbPassword>…</…>`),
// command-line flags (`--api-token …`, `mysql -p…`, `redis-cli -a …`) and .netrc lines
// (`machine … login … password …`).
import { FILE_NAME, isPublicValue, wordish } from "./credential_shape.ts";
import { isExemptValue, isSensitiveKey } from "./key_names.ts";
import { isBenignWord, looksFake } from "./placeholders.ts";
import { namedValue } from "./pair_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

/** A value worth redacting: not a placeholder, variable, mask or ordinary word. */
function credentialValue(value: string): boolean {
  if (value.length < 4 || looksFake(value) || isBenignWord(value) || isPublicValue(value)) {
    return false;
  }
  if (/^[$%{<(*]/.test(value) || /^[a-z][\w+.-]*:\/\//i.test(value) || FILE_NAME.test(value)) {
    return false; // a variable, a `file://` or other URL, a file name
  }
  return /\d/.test(value) || !wordish(value); // `--previous-password OldPassword` is a sample
}

function span(start: number, value: string, rule: string): Span {
  return { start, end: start + value.length, rule, category: "key-name" };
}

const XML = /<([A-Za-z][\w.:-]{0,60})(?:\s[^<>]{0,200})?>([^<>\s]{4,512})<\/\1\s*>/dg;

// Round 8: the value one element down (Windows unattend.xml's `<AdministratorPassword>` then
// `<Value>…</Value>`, also `<Password><Value>…`): the outer element names it.
const XML_NESTED =
  /<([A-Za-z][\w.:-]{0,60})(?:\s[^<>]{0,200})?>\s*<([Vv]alue)>([^<>\s]{4,512})<\/\2\s*>/dg;

// Round 9: the name as data, not as the element: a property list's `<key>NAME</key>` then
// `<string>…</string>` (iOS/macOS Info.plist), and an element's `name=`/`key=` attribute
// (Android's `<string name="api_key">…</string>`, `<entry key="db.password">…</entry>`). A
// patch's `+`/`-` may open the second line.
// Round 10: KeePass's XML export writes the same pair as `<Key>Password</Key>` then
// `<Value ProtectInMemory="True">…</Value>`.
const PLIST =
  /<([Kk]ey)>\s*([\w.-]{1,80})\s*<\/\1>\s*(?:[+-][ \t]*)?<(string|[Vv]alue)(?:\s[^<>]{0,200})?>([^<>\s]{4,512})<\/\3>/dg;
// .NET's `<setting name="SmtpPassword" …>` then `<value>…</value>` one element down.
const NAMED_NESTED =
  /<[A-Za-z][\w.:-]{0,40}\s[^<>]{0,200}?\bname=["']([\w.-]{1,80})["'][^<>]{0,200}>\s*(?:[+-][ \t]*)?<([Vv]alue)>([^<>\s]{4,512})<\/\2\s*>/dg;
const NAMED_ELEMENT =
  /<([A-Za-z][\w.:-]{0,40})\s[^<>]{0,200}?\b(?:name|key)=["']([\w.-]{1,80})["'][^<>]{0,200}>([^<>\s]{4,512})<\/\1\s*>/dg;

function findXml(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [re, g] of [[XML, 2], [XML_NESTED, 3]] as const) {
    execWindows(re, text, at, 80, 600, (m, offset) => {
      const name = m[1].includes(":") ? m[1].slice(m[1].indexOf(":") + 1) : m[1];
      if (!isSensitiveKey(name) || isExemptValue(name, m[g]) || !credentialValue(m[g])) return;
      spans.push(span(offset + m.indices![g]![0], m[g], "xml-credential"));
    });
  }
  for (const [re, n, g] of [[PLIST, 2, 4], [NAMED_ELEMENT, 2, 3], [NAMED_NESTED, 1, 3]] as const) {
    execWindows(re, text, at, 240, 600, (m, offset) => {
      if (!namedValue(m[n], m[g]) || !credentialValue(m[g])) return;
      spans.push(span(offset + m.indices![g]![0], m[g], "xml-credential"));
    });
  }
  return spans;
}

// `--api-token X`, `--password=X`, `mysql -pX`, `mysqldump -p X` is a prompt, `redis-cli -a X`.
const FLAG =
  /(?<![\w-])--?([A-Za-z][\w-]{0,40})(?:=|[ \t]+)(["']?)([^\s"'`;|&<>]{4,256})\2|\b(?:mysql|mysqldump|mariadb|mysqladmin)\b[^\n|;&]{0,80}?\s-p([^\s"'`;|&<>-][^\s"'`;|&<>]{3,255})|\bredis-cli\b[^\n|;&]{0,80}?\s-a[ \t]+([^\s"'`;|&<>]{4,256})/dg;

function findFlags(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(FLAG, text, at, 100, 300, (m, offset) => {
    const group = m[3] !== undefined ? 3 : m[4] !== undefined ? 4 : 5;
    const value = m[group];
    if (group === 3 && (!isSensitiveKey(m[1]) || isExemptValue(m[1], value))) return;
    if (!credentialValue(value)) return;
    spans.push(span(offset + m.indices![group]![0], value, "cli-credential"));
  });
  return spans;
}

const NETRC = /\bmachine\s+\S+(?:\s+login\s+\S+)?\s+password\s+(\S{4,256})/dg;

function findNetrc(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(NETRC, text, at, 0, 600, (m, offset) => {
    if (credentialValue(m[1])) spans.push(span(offset + m.indices![1]![0], m[1], "netrc-password"));
  });
  return spans;
}

const KEY_WORDS = ["pass", "pwd", "secret", "token", "key", "credential", "auth"];

export const FORMAT_RULES: TextRule[] = [
  { id: "xml-credential", category: "key-name", keywords: KEY_WORDS, find: findXml },
  {
    id: "cli-credential",
    category: "key-name",
    keywords: [...KEY_WORDS, "mysql", "mariadb", "redis-cli"],
    find: findFlags,
  },
  { id: "netrc-password", category: "key-name", keywords: ["machine"], find: findNetrc },
];
