// Issue 13, redaction round red90 (guided by v49 and v65's misses): the value given in reply to
// "anyone know / got …?" or "what does <system> want?". Examples written here, not copied from a
// set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the reply to a question asking anyone for a login is redacted", () => {
  const id = "3b7e9c1a-5d2f-4e8b-a6c0-9f1d2e3a4b5c";
  gone(`[08:10] Ana: anyone know what the rota app wants?\n[08:11] Li: ${id}`, id);
  const uuid = "0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d";
  gone(`Sam: has anyone got the courier portal? not in the binder\nJo: ${uuid}`, uuid);
  const words = "kettle-saddle-lantern-62";
  gone(`Piet: weet iemand de kassa? staat niet in de map\nAnouk: ${words}\nPiet: gelukt`, words);
  const caps = "ZQ7R2KMXW9PL4TBN";
  gone(`[21:04] Dev: what does the VPN want?\n[21:05] Mo:\n${caps}`, caps);
});

Deno.test("ids, digests, fingerprints and ETags given in reply are kept", () => {
  kept('[09:20] Tom: anyone got the bucket ETag?\n[09:21] Li: "9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"');
  kept(
    "[19:02] Yu: anyone know what the stream certificate wants?\n[19:03] Jo: 3A:7F:0C:9D:12:EE:45:B8:61:0A:FF:23:7C:9E:44:D1",
  );
  kept("Tom: anyone know the build commit?\nLi: 3f9d2c14a8e07b55c2d1e9f0a6b4c3d2e1f0a9b8");
  kept("Tom: anyone got the tracking number?\nLi: 1Z999AA10123456784");
  kept("Tom: anyone know the door code?\nLi: no idea, ask Sam");
  kept("Tom: anyone know what the printer wants?\nLi: 356938035643809");
});
