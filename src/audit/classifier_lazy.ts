// The runtime scorer's reading of a text (classifier.ts): normalised, cut into pieces, each
// featured when the scorer reaches it, into the feature scratch without a copy (cost round 36).
import { featureScratch, featuresInScratch } from "./classifier_features.ts";
import { cleanPiece } from "./classifier_clean.ts";
import { pieceBounds } from "./classifier_pieces.ts";
import { shape, STRUCTURE } from "./classifier_structure.ts";
import { normaliseText } from "./unicode.ts";

/** Whether a span of the normalised text is worth its full features (the runtime gate). */
export type Keep = (visible: string, start: number, end: number) => boolean;

/**
 * One piece as the runtime scorer reads it: its features are `feats[0, count)`, valid until the
 * next piece is read (the scorer sums them at once; no copy per piece, cost round 36).
 */
export interface PieceView {
  index: number;
  start: number;
  end: number;
  count: number;
  feats: Uint32Array;
}

/**
 * Normalises `text` (NFKC, invisible characters gone) and splits it into pieces, featured
 * lazily (one PieceView, refilled per piece). With `keep`, only pieces it keeps and their
 * neighbours are featured (a window spans two pieces).
 */
export function lazyPieces(
  text: string,
  bits: number,
  keep?: Keep,
): { visible: string; pieces: Iterable<PieceView> } {
  const visible = normaliseText(text);
  const bounds = pieceBounds(visible);
  const count = bounds.length / 2;
  let kept: boolean[] | undefined;
  if (keep) {
    kept = new Array(count);
    let any = false;
    for (let i = 0; i < count; i++) {
      any = (kept[i] = keep(visible, bounds[2 * i], bounds[2 * i + 1])) || any;
    }
    if (!any) return { visible, pieces: [] };
  }
  function* featured(): Generator<PieceView> {
    const view: PieceView = { index: 0, start: 0, end: 0, count: 0, feats: featureScratch() };
    for (let index = 0; index < count; index++) {
      if (kept && !kept[index] && !kept[index - 1] && !kept[index + 1]) continue;
      const start = bounds[2 * index], end = bounds[2 * index + 1];
      const raw = visible.slice(start, end);
      const clean = cleanPiece(raw);
      if (clean.length > 0) {
        // The piece before is read only when the carried label is on (off in the shipped model).
        const prev = STRUCTURE.carry && index > 0
          ? visible.slice(bounds[2 * index - 2], start)
          : undefined;
        view.count = featuresInScratch(clean, bits, false, shape(raw, prev), raw);
        [view.index, view.start, view.end, view.feats] = [index, start, end, featureScratch()];
        yield view;
      }
    }
  }
  return { visible, pieces: featured() };
}
