// Redaction round 28: a value followed at once by an aside that says it is no live secret
// ("P@ssw0rd (example from the vendor manual, not in use)", "000000 (test mode)", "JBSW…
// (example from the RFC docs, not ours)"). Only the bracket that touches the value counts: a
// word a sentence away ("this is an example of how we work: …") keeps nothing.
// Round 30: one reader for every rule (the clause reader's own aside test is this one now); a
// published test vector, and "not a key/password/…" ("(test vector, not a key)").
const ASIDE = new RegExp(
  String.raw`^[ \t]*[(（][ \t]*(?:(?:an?|the|just|only)[ \t]+)?` +
    // Round 38: where a published example comes from ("(docs example)", "(vendor sample)").
    String.raw`(?:(?:docs?|documentation|vendor|manual|rfc|spec|readme|tutorial|upstream)[ \t]+)?` +
    String.raw`(?:example|sample|specimen|demo|dummy|placeholder|fake|fictitious|` +
    String
      .raw`test(?:[ -]?mode|[ -]?only|[ -]?value|[ -]?data|[ -]?account|[ -]?vectors?)|sandbox|` +
    String.raw`not[ \t]+(?:in[ \t]+use|ours|real|live|valid|a[ \t]+real[ \t]+\w+|` +
    String.raw`an?[ \t]+(?:key|password|secret|token|credential))|` +
    String.raw`beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|przykład|пример|例)` +
    String.raw`(?![\p{L}\d])[^()（）\n]{0,80}[)）]`,
  "iu",
);

/** The text right after `end` opens an aside calling the value an example, a test or unused. */
export function sampleAside(text: string, end: number): boolean {
  return ASIDE.test(text.slice(end, end + 100));
}
