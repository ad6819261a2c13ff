// Redaction round red88 (issue 13): a span that only says where a secret is read at run time —
// an environment lookup written as code (Node, Python, Go, Deno, Vite, Java, Ruby), or the
// Secret object and key after Kubernetes' `secretKeyRef:` — hands over a name, not the secret
// (v59's `anonKeyRef: "secretKeyRef:loyalty/anon"`, v60's "it wanted process.env.X again").

// The whole span is one lookup, at most a full stop or a semicolon after it.
const ENV_LOOKUP = new RegExp(
  "^(?:" + [
    String.raw`process\.env(?:\.[A-Za-z_]\w*|\[(["'\x60])[\w.-]+\1\])`,
    String.raw`os\.environ(?:\[(["'])[\w.-]+\2\]|\.get\((["'])[\w.-]+\3\))`,
    String.raw`(?:os\.)?(?:getenv|Getenv)\((["'])[\w.-]+\4\)`,
    String.raw`Deno\.env\.get\((["'])[\w.-]+\5\)`,
    String.raw`import\.meta\.env\.[A-Za-z_]\w*`,
    String.raw`System\.getenv\((["'])[\w.-]+\6\)`,
    String.raw`ENV\[(["'])[\w.-]+\7\]`,
  ].join("|") + ")[.;]?$",
);
// Kubernetes' reference word right before the span, and an object name with an optional key.
const REF_WORD = /(?:secret|configMap)KeyRef:[ \t]*$/;
const OBJECT_KEY = /^[a-z0-9][a-z0-9._-]{0,252}(?:\/[A-Za-z0-9._-]{1,253})?$/;
const LOOKUP_START = /^(?:process|os|getenv|Getenv|Deno|import|System|ENV)\W/;

/** True when text[start, end) is an environment lookup or the name a `secretKeyRef:` points to. */
export function referenceAt(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (LOOKUP_START.test(value)) return ENV_LOOKUP.test(value);
  return text.charCodeAt(start - 1) === 58 /* ":" */ || /[ \t]/.test(text[start - 1] ?? "")
    ? REF_WORD.test(text.slice(Math.max(0, start - 24), start)) && OBJECT_KEY.test(value)
    : false;
}
