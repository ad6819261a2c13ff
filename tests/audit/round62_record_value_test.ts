// Issue 13, redaction round 62 (guided by v49's misses; the same records missed in v46): a YAML
// record's `value:` member named only by the record's key or its `name:` member, judged by the
// value's own shape. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a record's value named by its key or name member is redacted", () => {
  const generated = "Jq7WmX2pLr9Tz4Nc";
  gone(
    `services:\n  courier_portal_password:\n    region: "north"\n    value: "${generated}"\n    retry: 3\n`,
    generated,
  );
  const words = "thistle-harbour-copper-58";
  gone(`connectors:\n  - name: Loading bay tablet\n    value: ${words}\n    poll: 60\n`, words);
  const marked = "Quay7721$Lm";
  gone(`backends:\n  - name: Label printer\n    owner: dispatch\n    value: '${marked}'\n`, marked);
});

Deno.test("ids, public keys, versions and placeholders in a record's value are kept", () => {
  kept(`widgets:\n  captcha_site_key:\n    value: "Zq8Lm3Tx7Wv2Np5Rk9Hd"\n`);
  kept(`tracking:\n  - name: request id\n    value: "Ab3dE5fG7hJ9kL"\n`);
  kept(`release:\n  build_version:\n    value: "Rt5Lx2Wq8Zm4"\n`);
  kept(`feeds:\n  courier_password:\n    value: "\${COURIER_PASSWORD}"\n`);
  // Words and plain settings are no value of a secret's shape.
  kept(`settings:\n  - name: Log level\n    value: verbose-logging\n`);
  kept(`settings:\n  - name: Cache folder\n    value: /var/cache/app\n`);
  // No record: a bare value line.
  kept(`value: Jq7WmX2pLr9Tz4Nc`);
});

Deno.test("a setting's identifier as the record's name leaves it to the record rules", () => {
  // A Kubernetes-style name that is itself a key, and a bare system key over the value.
  kept(`env:\n  - name: THEME_PREFS\n    value: "Jq7WmX2pLr9Tz4Nc"\n`);
  kept(`integrations:\n  courier_portal:\n    value: "Jq7WmX2pLr9Tz4Nc"\n`);
});
