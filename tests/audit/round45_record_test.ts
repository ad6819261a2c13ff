// Issue 13, redaction round 45 (guided by v37's misses): a record abbreviation (`nr`, `no`, `ref`,
// `ext`) inside another word ("Henrik (finance)") no longer keeps a table's credential cell as a
// record number under an aside. Examples written here.
import { gone, kept } from "./_gone_kept.ts";
import { HEX, password, rand } from "./fixtures/random.ts";

Deno.test("a name cell holding a record abbreviation inside a word keeps no credential cell", () => {
  const pw = password();
  gone(`system,owner,password,updated\nMIS admin,Henrik (finance),${pw},2026-12-06`, pw);
  const token = rand(HEX, 40);
  gone(`system,owner,secret\nCRM,Conrad (sales),${token}`, token);
});

Deno.test("a record number under its own abbreviation and aside is still kept", () => {
  kept("ext (password reset): x4417");
  kept("ref (gift card): RE-2026-5348");
});
