// Where the injection classifier cuts text into pieces (sentences or lines), shared by the
// runtime scorer and the training scripts through classifier_features.ts.
// Pieces end after sentence punctuation (Latin, CJK, Arabic, Devanagari) or at line breaks.
const BREAK = /[.!?;؟।]+(?:\s+|$)|[。！？；]+\s*|\n+/g;
/** Longer runs are cut: a piece stays short enough for one sentence to dominate it. */
const PIECE_MAX = 320;
const PIECE_MIN = 12;

/** [start, end) of sentences or lines of `text`, short ones merged into the next, long ones cut. */
export function pieceSpans(text: string): Array<[number, number]> {
  const b = pieceBounds(text);
  const out: Array<[number, number]> = [];
  for (let k = 0; k < b.length; k += 2) out.push([b[k], b[k + 1]]);
  return out;
}

/** pieceSpans as one flat list (start, end, start, end, …): no pair allocated per piece. */
export function pieceBounds(text: string): number[] {
  const out: number[] = [];
  let from = 0;
  const push = (to: number) => {
    for (let s = from; s < to; s += PIECE_MAX) out.push(s, Math.min(to, s + PIECE_MAX));
    from = to;
  };
  // test() leaves lastIndex at the end of each break (never empty) without a match object.
  BREAK.lastIndex = 0;
  while (BREAK.test(text)) {
    const to = BREAK.lastIndex;
    if (to - from >= PIECE_MIN) push(to);
  }
  if (from < text.length) push(text.length);
  return out;
}
