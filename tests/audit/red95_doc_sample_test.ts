// Issue 13, redaction round red95 P2 (guided by the benign changes of v59 and v66): a
// documentation sample is kept whichever rule found it and however its lines are escaped — AWS's
// own example key id after "API key sample", and a private key cut after its fixed opening written
// with `\n` escapes and its END line. Another key id, or a key with material, still goes. Examples
// written here; each kept one was changed by the base code (a6a78260).
import { gone, kept } from "./_gone_kept.ts";

const CUT = String
  .raw`guide example, the key file: -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA… (shortened here, the real one is on the NAS)\n-----END OPENSSH PRIVATE KEY-----`;
const MATERIAL = "QyNTUxOQAAACBk3m9Xv2Lq8Rt4Wz7Pn1Cs6Yb0Fh5Jd2Kg9Mt3Ue8NaQAAAJhXq2Lr";

Deno.test("P2: AWS's example key id and a cut key in escaped lines are kept", () => {
  kept("Aus der AWS-Doku: API key Beispiel AKIAIOSFODNN7EXAMPLE");
  kept("AWS guide: the API key sample AKIAIOSFODNN7EXAMPLE");
  kept(CUT);
});

Deno.test("P2: another key id, or key material after the cut, still goes", () => {
  gone("AWS guide: the API key sample AKIANUX7BOYAE5YB4K6P", "AKIANUX7BOYAE5YB4K6P");
  gone(
    String
      .raw`deploy key: -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA… ${MATERIAL}\n-----END OPENSSH PRIVATE KEY-----`,
    MATERIAL,
  );
});
