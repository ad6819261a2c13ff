// Redaction round 4 (issue 13): a user and a password written as one argument in a tool's own
// syntax, where no name says "password": Go's MySQL DSN (`user:PW@tcp(host:3306)/db`), Samba's
// `-U 'DOMAIN\user%PW'` (smbclient, rpcclient, …) and impacket's `DOMAIN/user:PW@host`.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// Go's DSN: `[user[:password]@][net[(addr)]]/dbname`; the network names the driver accepts.
const GO_DSN = /([A-Za-z0-9_.$-]{1,64}):([^\s"'`@]{1,256})@(?:tcp6?|udp|unix)\(/dg;
// Samba clients take `-U user%password` (also `--user=`, `-U DOMAIN\\user%password`).
const SAMBA =
  /\b(?:smbclient|rpcclient|smbcacls|smbget|smbtree|smbmap|winexe|net\s+(?:rpc|ads|sam))\b[^\n|;]{0,200}?\s(?:-U[ \t]*|--user(?:name)?[= \t])(["']?)[^\s"'%]{1,128}%([^\s"'`]{3,256})\1(?=\s|$)/dg;
// impacket's scripts: `[domain/]user[:password]@target`; the password runs to the last `@`.
const IMPACKET =
  /\b(?:psexec|wmiexec|smbexec|atexec|dcomexec|secretsdump|mssqlclient|GetUserSPNs|GetNPUsers|getTGT|getST|lookupsid)\.py\b[^\n|;]{0,160}?\s(["']?)(?:[\w.-]+\/)?[\w.$-]{1,64}:([^\s"'`]{3,256})@[\w.:\[\]-]{1,255}\1(?=\s|$)/dg;

/** A password, not a variable, a placeholder or a mask. */
export function passwordValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || /^[$<({%]/.test(v)) return false;
  if (/^(?:pass(?:word)?|passwd|pwd|secret|\*+)$/i.test(v)) return false;
  return v.length >= 3 && /[A-Za-z0-9]/.test(v);
}

/** Spans of capture `group` of `re` near keyword hits, where it holds a password. */
export function collect(re: RegExp, group: number, rule: string) {
  return (text: string, at: number[] | null, before: number, after: number): Span[] => {
    const spans: Span[] = [];
    execWindows(re, text, at, before, after, (m, offset) => {
      const v = m[group];
      if (v === undefined || !passwordValue(v)) return;
      const start = offset + m.indices![group]![0];
      spans.push({ start, end: start + v.length, rule, category: "secret" });
    });
    return spans;
  };
}

const goDsn = collect(GO_DSN, 2, "dsn-password");
const samba = collect(SAMBA, 2, "samba-password");
const impacket = collect(IMPACKET, 2, "impacket-password");

export const LOGIN_STRING_RULES: TextRule[] = [
  {
    id: "dsn-password",
    category: "secret",
    keywords: ["@tcp(", "@tcp6(", "@unix(", "@udp("],
    // The user and password come before the keyword, at most 330 characters.
    find: (text, at) => goDsn(text, at, 330, 8),
  },
  {
    id: "samba-password",
    category: "secret",
    keywords: [
      "smbclient",
      "rpcclient",
      "smbcacls",
      "smbget",
      "smbtree",
      "smbmap",
      "winexe",
      "net rpc",
      "net ads",
      "net sam",
    ],
    find: (text, at) => samba(text, at, 0, 800),
  },
  {
    id: "impacket-password",
    category: "secret",
    keywords: [
      "psexec",
      "wmiexec",
      "smbexec",
      "atexec",
      "dcomexec",
      "secretsdump",
      "mssqlclient",
      "getuserspns",
      "getnpusers",
      "gettgt",
      "getst.py",
      "lookupsid",
    ],
    find: (text, at) => impacket(text, at, 0, 800),
  },
];
