// The FNV-style hash step and the word seed shared by the classifier's features, its gate and
// its addressee flags (a module of its own so that none of them imports another in a cycle).
const FNV = 0x01000193;

export function mix(h: number, c: number): number {
  return Math.imul(h ^ c, FNV);
}

export const SEED_WORD = 0x2b1f3c4d;
