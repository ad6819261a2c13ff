// Redaction round 3 (issue 13): vendors whose API tokens are bare UUIDs (Snyk, Heroku's legacy
// API keys, Postmark server and account tokens, HubSpot's legacy `hapikey`). A UUID is far more
// often an id, so it counts only when such a vendor is named in the 240 characters before it,
// something in that stretch (or just after) speaks of credentials (token, key, auth, 401, "use
// mine", rotate, revoke), and the UUID is not labelled as an id or written inside a URL path.
import { hasForeignCredentialWord } from "./foreign_credential_rules.ts";
import { LABELLED_ID } from "./named_id.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const UUID = /(?<![\w\/-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])/gi;
// Round 4: Codecov upload tokens, Sauce Labs access keys, Opsgenie and Braze API keys, Scaleway
// secret keys, Pinecone's older API keys and Sinch key secrets are UUIDs too; round 5: PhonePe's
// salt keys; round 6: MongoDB Atlas programmatic API private keys.
const VENDOR =
  /\b(?:snyk|heroku|postmark|hubspot|hapikey|codecov|sauce\s?labs|saucelabs|sauce_|opsgenie|braze|scaleway|scw_|pinecone|sinch|phonepe|mongodb[\s_-]?atlas|atlas[\s_-](?:api|admin|programmatic|private))/i;
const CUE =
  /\b(?:tokens?|keys?|api|auth\w*|40[13]\w*|unauthori[sz]ed|credentials?|secrets?|mine|rotat\w+|revok\w+|bearer|log\s?in|sign[- ]?in|passwords?)\b|_(?:TOKEN|KEY|SECRET)\b/i;
// A UUID named as an object: project, org, app, release, build, dyno, message, stream, template.
const OBJECT_BEFORE =
  /\b(?:project|org(?:ani[sz]ation)?|app|release|build|dyno|message|stream|template|server\s+id|account\s+id|portal|deal|contact|issue|test|scan|snapshot)s?\b[^\n]{0,12}$/i;

// Round 81: the vendor's name alone is the UUID's label when it stands on the same line at most
// 40 characters before it (`Postmark: <uuid>`, `POSTMARK_SERVER=<uuid>`, a sheet's cell); an
// object's id is written with its noun, which OBJECT_BEFORE and LABELLED_ID still keep.
const NAMED_AS_LABEL = new RegExp(`${VENDOR.source}[^\\n]{0,40}$`, "i");

/** Documentation UUIDs: the nil UUID, few distinct digits, counting (`12345678-1234-…`). */
function sampleUuid(uuid: string): boolean {
  return new Set(uuid.replace(/-/g, "").toLowerCase()).size < 6 || looksFake(uuid);
}

function findUuidTokens(text: string): Span[] {
  const spans: Span[] = [];
  UUID.lastIndex = 0;
  for (let m = UUID.exec(text); m; m = UUID.exec(text)) {
    if (sampleUuid(m[0])) continue;
    const before = text.slice(Math.max(0, m.index - 240), m.index);
    const vendor = before.search(VENDOR);
    if (vendor < 0) continue;
    // The cue may also come just before the name ("the token for Snyk", "klíč k Postmark").
    const near = before.slice(Math.max(0, vendor - 40)) +
      text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    // The cue may be in another language ("klíč k Postmark", "Postmark 令牌").
    if (!CUE.test(near) && !hasForeignCredentialWord(near) && !NAMED_AS_LABEL.test(before)) {
      continue;
    }
    const label = before.slice(-30);
    if (LABELLED_ID.test(label) || OBJECT_BEFORE.test(label)) continue;
    spans.push({
      start: m.index,
      end: m.index + m[0].length,
      rule: "uuid-vendor-token",
      category: "secret",
    });
  }
  return spans;
}

export const UUID_TOKEN_RULES: TextRule[] = [
  {
    id: "uuid-vendor-token",
    category: "secret",
    keywords: [
      "snyk",
      "heroku",
      "postmark",
      "hubspot",
      "hapikey",
      "codecov",
      "sauce",
      "opsgenie",
      "braze",
      "scaleway",
      "scw_",
      "pinecone",
      "sinch",
      "phonepe",
      "atlas",
    ],
    find: findUuidTokens,
  },
];
