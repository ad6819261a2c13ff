// Issue 13, redaction round 68: a YAML record hung under a key that names a credential keeps that
// credential in its `value:` member, and the value is judged as the key's own line would be,
// whatever its shape (one case, a UUID, marks the value shapes leave out). Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the value: of a record under a credential's key is redacted", () => {
  const upper = "QW7ZK2MNP4XR8TB3VJ6D";
  gone(`vendors:\n  parcel_portal_api_token:\n    region: "north"\n    value: "${upper}"`, upper);
  const uuid = "5c0e9a2d-7b41-4f86-a3d9-0e6b28c71f54";
  gone(`courier-api-key:\n  depot: "east yard"\n  value: "${uuid}"\n  contact: sam`, uuid);
  const marked = "k=Tz8^mQ+w4P";
  gone(`kiosk_admin_password:\n  room: "front desk"\n  value: "${marked}"\n  owner: jo`, marked);
});

Deno.test("records under other keys, ids and placeholders in value: are kept", () => {
  const uuid = "5c0e9a2d-7b41-4f86-a3d9-0e6b28c71f54";
  // The key names an id, a public value or a version, or no credential at all.
  kept(`courier_api_key_id:\n  depot: "east yard"\n  value: "${uuid}"`);
  kept(`maps_public_token:\n  site: "north"\n  value: "QW7ZK2MNP4XR8TB3VJ6D"`);
  kept(`api_token_version:\n  site: "north"\n  value: "2025-10-01"`);
  kept(`parcel_portal:\n  region: "north"\n  value: "QW7ZK2MNP4XR8TB3VJ6D"`);
  // A placeholder or a word in the value's place.
  kept(`courier-api-key:\n  depot: "east yard"\n  value: "<your-api-key>"`);
  kept(`kiosk_admin_password:\n  room: "front desk"\n  value: "changeme"`);
  kept(`kiosk_admin_password:\n  room: "front desk"\n  value: "REDACTED"`);
});
