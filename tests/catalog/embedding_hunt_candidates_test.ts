import assert from "node:assert/strict";
import { isCandidate, parseRow, type Row } from "../../scripts/embedding_hunt_candidates.ts";

const row = (name: string, summary = "", downloads = 1000): Row => ({
  name,
  version: "1.0.0",
  downloads,
  summary,
});

Deno.test("parseRow reads name, version, downloads and summary; a short line is skipped", () => {
  assert.deepEqual(parseRow("fastembed\t2.1.0\t264131\tNodeJS implementation"), {
    name: "fastembed",
    version: "2.1.0",
    downloads: 264131,
    summary: "NodeJS implementation",
  });
  assert.equal(parseRow("lonely-name"), undefined);
  assert.equal(parseRow("pkg\t1.0.0\t\t")?.downloads, 0);
});

Deno.test("a named model or runtime in the name or summary makes a candidate", () => {
  assert.ok(isCandidate(row("all-minilm-l6-v2-onnx")));
  assert.ok(isCandidate(row("some-pkg", "Universal Sentence Encoder lite in TensorFlow.js")));
  assert.ok(isCandidate(row("x", "word2vec embeddings for the top 15,000 english words")));
  assert.ok(isCandidate(row("@scope/potion-base-8m")));
});

Deno.test("embedding names count; an embedding word needs a local-model word in the summary", () => {
  assert.ok(isCandidate(row("fastembed", "NodeJS implementation of @Qdrant/fastembed")));
  assert.ok(isCandidate(row("@acme/embeddings")));
  assert.ok(isCandidate(row("memo", "Local semantic memory for agents")));
  assert.equal(isCandidate(row("memo", "Semantic memory for agents")), false);
});

Deno.test("near misses: media embeds, releases and UI kits are not candidates", () => {
  assert.equal(isCandidate(row("@astro-community/astro-embed-twitter", "embed Tweets")), false);
  assert.equal(isCandidate(row("semantic-release-unsquash", "A tiny wrapper")), false);
  assert.equal(isCandidate(row("semantic-ui-offline", "CSS Only distribution, offline")), false);
  assert.equal(isCandidate(row("oembed-parser", "oEmbed offline parser")), false);
  assert.equal(isCandidate(row("left-pad", "String left pad")), false);
});
