// Redaction round 8 (issue 13): a session's id in a YAML block (`session:` then an indented
// `id: "…"`, Turkish `oturum:` / `kimlik:`), as keyed_values.ts reads it in JSON: the member
// named like an id under a parent named like a session, when its value is random material.
import { credentialShaped } from "./credential_shape.ts";
import { SESSION_MEMBER, SESSION_PARENT } from "./keyed_values.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// The parent line (a session word, the keywords' languages), then up to twelve lines indented
// deeper; SESSION_PARENT then checks the whole name.
const BLOCK =
  /^([ \t]*)(sess\w{0,5}|sesi\S{0,3}|sitzung|sessie|sesja|oturum)[ \t]*:[ \t]*\r?\n((?:\1[ \t]+[^\n]*(?:\n|$)){1,12})/dgim;
const CHILD = /^[ \t]+([^\s:#]{2,24})[ \t]*:[ \t]*(["']?)([^\s"'#]{16,512})\2[ \t]*$/;

function findSessionBlocks(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(BLOCK, text, at, 40, 1200, (m, offset) => {
    if (!SESSION_PARENT.test(m[2])) return;
    let from = offset + m.indices![3]![0];
    for (const line of m[3].split("\n")) {
      const c = CHILD.exec(line);
      if (c && SESSION_MEMBER.test(c[1]) && credentialShaped(c[3])) {
        const start = from + line.indexOf(c[3], c[1].length);
        spans.push({ start, end: start + c[3].length, rule: "session-cookie", category: "secret" });
      }
      from += line.length + 1;
    }
  });
  return spans;
}

export const YAML_SESSION_RULES: TextRule[] = [{
  id: "session-cookie",
  category: "secret",
  keywords: ["session", "sesion", "sessao", "sitzung", "sessie", "sesja", "oturum"],
  find: findSessionBlocks,
}];
