// Issue 13, redaction round red73 (guided by v54's, v56's and v57's misses): a standard-base64
// key after a colon or an arrow at the end of its line. Examples written here, not copied from a
// set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a standard-base64 key ending its line after a link is redacted", () => {
  const a = "Qm7vR2+xT9kLp4Wz/Hc8Ns3Yb6Jd1Fg5";
  gone(`Kassensystem in der neuen Filiale: ${a}`, a);
  const b = "Pz4Kx9/Lm2Qw7+Rt5Vb8Nc3Hy6Jd1s";
  gone(`Evening log, north yard 18:05 parcel lockers -> ${b}\n\nShift notes follow.`, b);
  const c = "Xw3Tn8+Kd5Rm2Bv9Lq4/Zs7Hc1Gf6Pj0Ya3Eu8Wi2Ob5Nk";
  gone(`倉庫の新しい端末：${c}`, c);
});

Deno.test("digests, paths, ids and values inside a sentence are kept", () => {
  // A SHA-256 digest's encoded length (43 characters and its padding).
  kept("release tarball: Pz4Kx9/Lm2Qw7+Rt5Vb8Nc3Hy6Jd1sAb4Cd6Ef8Gh2I=");
  // A digest or a public value named before the link.
  kept("checksum of the export -> Pz4Kx9/Lm2Qw7+Rt5Vb8Nc3Hy6Jd1s");
  kept("signing public part: Qm7vR2+xT9kLp4Wz/Hc8Ns3Yb6Jd1Fg5");
  // An id named before the link.
  kept("ticket id: Pz4Kx9/Lm2Qw7+Rt5Vb8Nc3Hy6Jd1s");
  // Paths and words, and a value that does not end its line.
  kept("config path: /srv/app/Data2026/Reports/Final");
  kept("Build output: dist/App2/bundle3/Main");
  kept("notes: Pz4Kx9/Lm2Qw7+Rt5Vb8Nc3Hy6Jd1s goes with the spare unit");
  // No `+` or `/`: base62 ids, slugs and hex are not read by this rule.
  kept("order: Hk3Lm9Qp2Rs7Tv4Wx8Yz1Ab5Cd");
});
