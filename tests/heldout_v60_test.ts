// Shape and reproducibility of the v60 audit set (written by a non-tuner in the nineteenth
// 2026-12-01 session for the next session; never scored yet): this test never scores it (see the
// helper). v60 is about equestrian centres and livery yards: stables, lessons, farriers, horseboxes.
import assert from "node:assert/strict";
import { Spritz, SPRITZ_N } from "./fixtures/heldout_v60/kit.ts";

// Spritz written again here, apart from the kit, from the paper's pseudocode (N = 256).
function spritzRef(key: number[], drips: number): number[] {
  const N = 256;
  const s = [...Array(N).keys()];
  let [i, j, k, z, a, w] = [0, 0, 0, 0, 0, 1];
  const swap = (x: number, y: number) => ([s[x], s[y]] = [s[y], s[x]]);
  const update = () => {
    i = (i + w) % N;
    j = (k + s[(j + s[i]) % N]) % N;
    k = (i + k + s[j]) % N;
    swap(i, j);
  };
  const whip = () => {
    for (let v = 0; v < 2 * N; v++) update();
    w = (w + 1) % N;
    while (w % 2 === 0) w = (w + 1) % N; // gcd(w, 256) = 1 means w odd
  };
  const crush = () => {
    for (let v = 0; v < N / 2; v++) if (s[v] > s[N - 1 - v]) swap(v, N - 1 - v);
  };
  const shuffle = () => {
    whip(), crush(), whip(), crush(), whip();
    a = 0;
  };
  for (const b of key) {
    for (const x of [b & 15, b >> 4]) {
      if (a === N / 2) shuffle();
      swap(a, N / 2 + x);
      a++;
    }
  }
  const out: number[] = [];
  for (let n = 0; n < drips; n++) {
    if (a > 0) shuffle();
    update();
    z = s[(j + s[(i + s[(z + k) % N]) % N]) % N];
    out.push(z);
  }
  return out;
}
const hex = (xs: number[]) => xs.map((x) => x.toString(16).padStart(2, "0")).join("");

Deno.test("held-out v60 kit: Spritz gives the hand-derived and published outputs", () => {
  assert.equal(SPRITZ_N, 256);
  // From the initial state (S identity, w = 1, nothing absorbed, so no shuffle): i = 1,
  // j = 0 + S[0 + S[1]] = 1, k = 1 + 0 + S[1] = 2, swap S[1] with itself;
  // z = S[j + S[i + S[z + k]]] = S[1 + S[1 + S[2]]] = S[1 + 3] = 4.
  // Then i = 2, j = 2 + S[1 + S[2]] = 5, k = 2 + 2 + S[5] = 9, swap S[2], S[5];
  // z = S[5 + S[2 + S[4 + 9]]] = S[5 + S[2 + 13]] = S[20] = 20.
  const fresh = new Spritz({ s: [...Array(256).keys()], i: 0, j: 0, k: 0, z: 0, a: 0, w: 1 });
  assert.deepEqual([fresh.drip(), fresh.drip()], [4, 20]);
  // The paper's test vectors: the first output bytes after absorbing "ABC", "spam", "arcfour".
  const vectors: Array<[string, string]> = [
    ["ABC", "779a8e01f9e9cbc0"],
    ["spam", "f0609a1df143cebf"],
    ["arcfour", "1afa8b5ee337dbc7"],
  ];
  for (const [msg, want] of vectors) {
    const bytes = new TextEncoder().encode(msg);
    const s = new Spritz(bytes);
    assert.equal(hex([...Array(8)].map(() => s.drip())), want, msg);
    assert.equal(hex(spritzRef([...bytes], 8)), want, `reference ${msg}`);
  }
  // A number seed absorbs its four bytes big-endian; outputs are four drips, high byte first.
  const ref = spritzRef([0, 0, 0, 60], 12);
  const seeded = new Spritz(60);
  const words = [seeded.next(), seeded.next(), seeded.next()];
  assert.deepEqual(
    words.map((x) => x.toString(16).padStart(8, "0")),
    [0, 4, 8].map((n) => hex(ref.slice(n, n + 4))),
  );
  // Seed 0 and seed 60 (checked with a python3 version as well).
  const zero = new Spritz(0);
  assert.deepEqual([zero.next(), zero.next()], [0x26a7a5fc, 0xc32e8418]);
  assert.deepEqual(words, [0xf3dbb7fc, 0x3c05533b, 0x5eda8a70]);
  assert.notEqual(new Spritz(1).next(), new Spritz(2).next());
  const r = new Spritz(7);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(r.int(7));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5, 6]);
  assert.throws(() => r.int(2 ** 33));
});
