/** Round 61's candidate V (search_value.ts): the pieces of a literal value weigh `value` times. */
import assert from "node:assert/strict";
import { isValueLiteral, valueTerms, weighConcepts } from "../../src/catalog/search_value.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";

Deno.test("round 61 V: e-mail addresses, URLs and paths are values; a single inner slash is not", () => {
  for (
    const v of ["ann@example.org", "(https://x.io/a)", "www.site.net,", "/var/log", "./dist/a.gz"]
  ) {
    assert.ok(isValueLiteral(v), v);
  }
  for (const v of ["prefix/", "`config/app/timeout`", "~/notes"]) assert.ok(isValueLiteral(v), v);
  for (const v of ["CI/CD", "read/write", "and/or", "hello", "@mention", "cal.com"]) {
    assert.ok(!isValueLiteral(v), v);
  }
});

Deno.test("round 61 V: a term used outside a value too is not a value term", () => {
  const terms = valueTerms("list keys under services/web/ for the web team");
  assert.ok(terms.has("servic") || terms.has("service"));
  assert.ok(!terms.has("web"), "web is also said outside the path");
  assert.deepEqual([...valueTerms("show the plain words only")], []);
});

Deno.test("round 61 V: value terms' concepts are scaled, naming terms spared, weak specs uncounted", () => {
  const spec = (term: string, concept: number): TermSpec => ({
    term,
    boost: 1,
    concept,
    prefix: false,
    fuzzy: 0,
  });
  const text = "sessions of eve@example.com in keycloak";
  const terms = ["session", "eve", "exampl", "com", "keycloak"];
  const specs = terms.map(spec);
  weighConcepts(text, terms, specs, new Set(["com"]), { value: 0.1, conceptMin: 0.2 });
  assert.deepEqual(specs.map((s) => s.concept), [0, -1, -1, 3, 4]);
  const off = terms.map(spec);
  weighConcepts(text, terms, off, new Set(), { value: 1, conceptMin: 0.2 });
  assert.deepEqual(off.map((s) => s.boost), [1, 1, 1, 1, 1]);
});
