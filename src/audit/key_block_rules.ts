// Private key material outside PEM armour: a PuTTY key file's `Private-Lines: N` block (every
// PuTTY format version), whose base64 lines follow the count. PEM, OpenSSH and PGP private key
// blocks are the PEM rule's (generic_rules.ts); age keys have their own format rule.
import type { Span, TextRule } from "./rule_kit.ts";

const PRIVATE_LINES = /Private-Lines:[ \t]*(\d{1,3})[ \t]*\r?\n/g;
const B64_LINE = /^[A-Za-z0-9+\/=]{4,128}\r?(?:\n|$)/;

function findPuttyPrivate(text: string): Span[] {
  const spans: Span[] = [];
  PRIVATE_LINES.lastIndex = 0;
  for (let m = PRIVATE_LINES.exec(text); m; m = PRIVATE_LINES.exec(text)) {
    const start = m.index + m[0].length;
    let end = start;
    for (let i = 0; i < Number(m[1]); i++) {
      const line = B64_LINE.exec(text.slice(end, end + 140));
      if (line === null) break;
      end += line[0].length;
    }
    const body = text.slice(start, end).replace(/\s+$/, "");
    if (body.length >= 16) {
      spans.push({
        start,
        end: start + body.length,
        rule: "putty-private-key",
        category: "secret",
      });
    }
  }
  return spans;
}

export const KEY_BLOCK_RULES: TextRule[] = [
  {
    id: "putty-private-key",
    category: "secret",
    keywords: ["private-lines:"],
    find: findPuttyPrivate,
  },
];
