// Issue 13, redaction round red77 (guided by v58's and v59's misses): the one token a system
// "wanted again" after the writer sorted it out. Examples written here, not copied from a set;
// each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the token a system wanted again is redacted", () => {
  const generated = "pW4nrTq8zKe2Lx";
  gone(`fixed the label printer for Omar in Leeds, it wanted ${generated} again`, generated);
  const asked = "hJ9sLq2wRv7Yt";
  gone(`Card machine sorted at the Mill Road shop - it asked for ${asked} again.`, asked);
  const key = "Zk3vTq8WpL1xNr5Hy7Bc2Md9Fs4Gj6Qe0Au3Wo8Ri=";
  gone(`Reset the office tunnel at lunch; it needed ${key} again, all good now`, key);
});

Deno.test("references, ids and words a system wanted again are kept", () => {
  // Digits only, capitals and digits, a UUID: a delivery, a batch, a request reference.
  kept("Chased the pallet in Hull - it wanted 309512846670135542 again.");
  kept("sorted out the paint delivery for Jo in York, it wanted 64QW80215 again");
  kept(
    "Retried the refund at the Leeds till - it wanted 4f1c2a9e-7b3d-4e8a-9c21-5d6e7f8a9b0c again.",
  );
  // Bare hex is a digest's or a commit's shape.
  kept("the build box was sorted, it wanted 3fa91c0d7e2b44a8 again");
  // Plain words and a person doing the wanting are not a system asking for a value.
  kept("sorted out the rota for Amy, it wanted Saturday again");
  kept("Priya wanted Xr7kPq2mWz9Lt again for the poster, but we said no");
  // Without "again" nothing was asked for a second time.
  kept("sorted out the label printer, it wanted pW4nrTq8zKe2Lx before the update");
});
