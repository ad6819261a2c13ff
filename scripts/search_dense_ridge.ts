/**
 * A second distillation tried in docs/search.md, "A distilled static sentence embedding", and rejected: a linear map W fitted
 * by ridge regression from the distilled table's averages of the tuning catalogue's tool texts to
 * full USE-lite's vectors of the same texts (cached by scripts/search_dense_use.ts), then applied
 * to every row. The mean of mapped rows is the mapped mean, so the result is again a static table.
 * Run: deno run -A scripts/search_dense_ridge.ts IN.bin OUT.bin [lambda, × trace / dims; 0.01]
 */
import { loadBatches } from "./search_eval.ts";
import { decodeTable, encodeTable, type StaticTable } from "./search_dense_table.ts";
import { StaticEmbedder } from "./search_dense_static.ts";
import { toolCachePath, toolText } from "./search_dense_use.ts";

const USE_DIMS = 512;

/** Unit static averages of `texts` (n × d). */
function averages(table: StaticTable, texts: string[]): Float64Array {
  const d = table.dims,
    embedder = new StaticEmbedder(table),
    x = new Float64Array(texts.length * d);
  texts.forEach((text, i) => {
    const acc = new Float64Array(d);
    embedder.add(text, 1, acc);
    const norm = Math.hypot(...acc) || 1;
    for (let k = 0; k < d; k++) x[i * d + k] = acc[k] / norm;
  });
  return x;
}

/** Lower Cholesky factor of the symmetric positive definite a (d × d). */
function cholesky(a: Float64Array, d: number): Float64Array {
  const l = new Float64Array(d * d);
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * d + j];
      for (let k = 0; k < j; k++) s -= l[i * d + k] * l[j * d + k];
      l[i * d + j] = i === j ? Math.sqrt(s) : s / l[j * d + j];
    }
  }
  return l;
}

/** W (d × e) minimising |XW − Y|² + λ|W|², λ = lambda × trace(XᵀX) / d. */
export function ridge(x: Float64Array, y: Float32Array, d: number, e: number, lambda: number) {
  const n = x.length / d, a = new Float64Array(d * d), b = new Float64Array(d * e);
  for (let i = 0; i < n; i++) {
    for (let p = 0; p < d; p++) {
      const xp = x[i * d + p];
      for (let q = 0; q < d; q++) a[p * d + q] += xp * x[i * d + q];
      for (let q = 0; q < e; q++) b[p * e + q] += xp * y[i * e + q];
    }
  }
  let trace = 0;
  for (let p = 0; p < d; p++) trace += a[p * d + p];
  for (let p = 0; p < d; p++) a[p * d + p] += (lambda * trace) / d;
  const l = cholesky(a, d), w = new Float64Array(d * e), z = new Float64Array(d);
  for (let c = 0; c < e; c++) {
    for (let i = 0; i < d; i++) {
      let s = b[i * e + c];
      for (let k = 0; k < i; k++) s -= l[i * d + k] * z[k];
      z[i] = s / l[i * d + i];
    }
    for (let i = d - 1; i >= 0; i--) {
      let s = z[i];
      for (let k = i + 1; k < d; k++) s -= l[k * d + i] * w[k * e + c];
      w[i * e + c] = s / l[i * d + i];
    }
  }
  return w;
}

/** Every row of `table` times W, quantised again to int8 with a scale per row. */
function mapRows(table: StaticTable, w: Float64Array, e: number): StaticTable {
  const d = table.dims, n = table.scales.length;
  const rows = new Int8Array(n * e), scales = new Float32Array(n), y = new Float64Array(e);
  for (let r = 0; r < n; r++) {
    y.fill(0);
    for (let p = 0; p < d; p++) {
      const v = table.rows[r * d + p] * table.scales[r];
      if (v !== 0) { for (let q = 0; q < e; q++) y[q] += v * w[p * e + q]; }
    }
    const max = y.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    scales[r] = max / 127;
    for (let q = 0; q < e; q++) rows[r * e + q] = max === 0 ? 0 : Math.round((y[q] / max) * 127);
  }
  const provenance = `${table.provenance}; ridge map to USE-lite tool vectors`;
  return { ...table, dims: e, rows, scales, provenance };
}

if (import.meta.main) {
  const [input, output, lambda = "0.01"] = Deno.args;
  const table = decodeTable(await Deno.readFile(input));
  const { tools } = await loadBatches(8);
  const y = new Float32Array((await Deno.readFile(toolCachePath(tools.length))).buffer);
  const x = averages(table, tools.map(toolText));
  const w = ridge(x, y, table.dims, USE_DIMS, Number(lambda));
  await Deno.writeFile(output, encodeTable(mapRows(table, w, USE_DIMS)));
  console.log(`${output}: ${table.dims} → ${USE_DIMS} dims, λ ${lambda} × trace / dims`);
}
