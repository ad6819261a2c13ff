// Issue 13, redaction round red85 (guided by the lone AWS key ids of v56-v62 and rtr9): a key id
// the text names as the id, with no secret half in the text, is the public half of a pair and is
// kept; a key id under a credential's name, beside its secret, or called secret is still redacted.
// Examples written here, not copied from a set; each kept text is changed by the base code.
import { gone, kept } from "./_gone_kept.ts";

const ID = "AKIAQX7RTN4MWPL2ZC5D";

Deno.test("a key id named as the id, with no secret half, is kept", () => {
  kept(`Wartungsprotokoll Kühlhaus: AWS access key id = ${ID} übernommen.`);
  kept(`Registro del almacén: access key id ${ID} aceptado.`);
  kept(
    `# .env.sample for the print queue (the live one is in the password manager's twin)\nAWS_ACCESS_KEY_ID=${ID}`,
  );
  kept(`print_queue_uploader:\n  access_key_id: "${ID}"`);
  kept(`the access key ID for the scanner upload user, as agreed with Noor: ${ID}`);
  kept(
    `resource "aws_s3_bucket_object" "scan" {\n  aws_access_key_id = "${ID}"\n  bucket = "scans"\n}`,
  );
});

Deno.test("a key id under a credential's name, beside its secret, or called secret is redacted", () => {
  gone(`export PRINTER_TOKEN=${ID}`, ID);
  gone(`curl -H "X-Api-Key: ${ID}" https://print.example.net/v1/jobs`, ID);
  const secret = "q7Vw2LmN9pXr4TzK8bYc1HdJ6sFg3AeU5oIiWkQn";
  gone(`aws_access_key_id = ${ID}\naws_secret_access_key = ${secret}`, ID);
  gone(`AWS access key id: ${ID} ${secret}`, ID);
  gone(`access key id ${ID} — keep it secret, it is the production one`, ID);
  // A credential's word between the name and the value: the value is that credential.
  gone(`access key id rotated, the new api key is ${ID}`, ID);
});
