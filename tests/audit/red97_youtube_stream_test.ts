// Issue 13, redaction round red97 (guided by v67 and rtr4's misses): YouTube's stream key by its
// published form after the product's name or at the end of its ingest URL. Examples written
// here; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

const KEY = "q7rb-2m9x-kd4t-8wzn-h3pe";

Deno.test("a YouTube stream key after the product's name or its ingest URL", () => {
  gone(`Sun league finals: YouTube Live (main cam) -> ${KEY}`, KEY);
  gone(`ffmpeg -i cam.sdp -f flv rtmp://a.rtmp.youtube.com/live2/${KEY}`, KEY);
});

Deno.test("a placeholder, another product's grouped id and EIDR ids are kept", () => {
  kept("YouTube Live stream key format: xxxx-xxxx-xxxx-xxxx-xxxx");
  kept(`Jira export of the stream rota, row id ${KEY}, nothing else.`);
  kept("YouTube metadata, EIDR: 10.5240/3FBA-EF4B-CCBA-E975-16B5-L");
});
