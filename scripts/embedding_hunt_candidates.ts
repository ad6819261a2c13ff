/**
 * Issue 14's embedding hunt, step 1 (docs/rounds/embedding-hunt.md): filter a local package list
 * (TSV: name, version, monthly downloads, summary) down to packages that might ship a
 * sentence-embedding model's weights. It reads only the file it is given and asks no registry:
 * registry look-ups are made by hand, a few, for the packages this list leaves.
 * Run: deno run --allow-read scripts/embedding_hunt_candidates.ts <npm.tsv> [--all]
 */

/** Names of encoders, static tables and runtimes that would carry or run the weights. */
const MODEL_WORDS =
  /\b(minilm|bge|e5-(small|base)|gte-(small|base)|nomic-embed|model2vec|potion|sbert|static[- ]embeddings?|sentence[- ]?(embedding|transformer|encoder)s?|universal[- ]sentence|text[- ]embeddings?|embeddings?[- ]model|word2vec|fasttext|glove|word[- ]?(vectors?|embeddings?)|local[- ]embeddings?|offline[- ]embeddings?|onnx|transformers\.js|xenova|distilbert|use-lite)\b/i;
/** Package names that say "embeddings" or a model runtime outright (fastembed, default-embed). */
const NAME_WORDS =
  /(embeddings?\b|embeddings-|fastembed|default-embed|transformers|minilm|sentence-(transformer|encoder))/i;
/** "embedding" words that need a second hint of a local model to count. */
const EMBED_WORDS = /embed(ding)?s?\b|semantic|similarity|encoder/i;
const LOCAL_WORDS =
  /\b(local|offline|bundled?|included|weights?|in-process|on-device|cpu|wasm|onnx|pretrained|pre-trained|quantized|int8|no (api|network|internet|download))\b/i;
/** Families whose "embed"/"semantic" words mean something else (media embeds, releases, UI kits). */
const NOISE =
  /(oembed|semantic-release|semantic-ui|semantic-conventions|embedpdf|sass-embedded|embed-sdk|vector-?tile|vectormap|@nomicfoundation|@foxglove)/i;

export interface Row {
  name: string;
  version: string;
  downloads: number;
  summary: string;
}

export function parseRow(line: string): Row | undefined {
  const [name, version, downloads, summary = ""] = line.split("\t");
  if (!name || !version) return undefined;
  return { name, version, downloads: Number(downloads) || 0, summary };
}

/** Whether a row names a model, or pairs an embedding word with a local-model word. */
export function isCandidate(row: Row): boolean {
  const text = `${row.name.replaceAll(/[@/]/g, " ")} ${row.summary}`;
  if (NOISE.test(row.name)) return false;
  return NAME_WORDS.test(row.name) || MODEL_WORDS.test(text) ||
    (EMBED_WORDS.test(text) && LOCAL_WORDS.test(text));
}

if (import.meta.main) {
  const path = Deno.args.find((a) => !a.startsWith("--"));
  if (!path) {
    console.error("usage: embedding_hunt_candidates.ts <npm.tsv> [--all]");
    Deno.exit(2);
  }
  const lines = (await Deno.readTextFile(path)).split("\n").slice(1);
  const rows = lines.map(parseRow).filter((r): r is Row => r !== undefined);
  const hits = rows.filter(isCandidate).sort((a, b) => b.downloads - a.downloads);
  console.log(`${rows.length} packages listed, ${hits.length} candidates`);
  for (const r of Deno.args.includes("--all") ? hits : hits.slice(0, 150)) {
    console.log(`${r.downloads}\t${r.name}@${r.version}\t${r.summary.slice(0, 110)}`);
  }
}
