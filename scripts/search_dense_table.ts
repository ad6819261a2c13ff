/**
 * The distilled static embedding table (scripts/search_dense_distill.ts) and its file format:
 * a 4-byte header length, a JSON header (dimensions, the SentencePiece vocabulary with its
 * log-probabilities, the multi-piece words, provenance), one float32 scale per row, then the rows
 * as int8 (pieces first, then words).
 */

export interface StaticTable {
  dims: number;
  /** USE-lite's SentencePiece vocabulary: piece and unigram log-probability, by id. */
  pieces: [string, number][];
  /** Words with a row of their own, after the pieces' rows. */
  words: string[];
  /** One scale per row: row value = int8 × scale. */
  scales: Float32Array;
  rows: Int8Array;
  provenance: string;
}

export function encodeTable(t: StaticTable): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({ dims: t.dims, pieces: t.pieces, words: t.words, provenance: t.provenance }),
  );
  const at = 4 + header.length + ((4 - (header.length % 4)) % 4);
  const out = new Uint8Array(at + t.scales.byteLength + t.rows.byteLength);
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  out.set(new Uint8Array(t.scales.buffer, t.scales.byteOffset, t.scales.byteLength), at);
  out.set(
    new Uint8Array(t.rows.buffer, t.rows.byteOffset, t.rows.byteLength),
    at + t.scales.byteLength,
  );
  return out;
}

export function decodeTable(bytes: Uint8Array): StaticTable {
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
  const n = header.pieces.length + header.words.length;
  const at = bytes.byteOffset + 4 + length + ((4 - (length % 4)) % 4);
  const scales = new Float32Array(bytes.buffer.slice(at, at + 4 * n));
  const rows = new Int8Array(bytes.buffer, at + 4 * n, n * header.dims);
  if (rows.length !== n * header.dims) throw new Error("truncated static embedding table");
  return { ...header, scales, rows };
}
