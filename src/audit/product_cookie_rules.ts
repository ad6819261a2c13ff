// Redaction round 15: the session cookies that products name in their own documentation, written
// outside a Cookie header (a pasted `NSC_AAAC=…`, a cookie file's row turned into `name: value`,
// a note holding `steamLoginSecure=…`). The names are published and fixed: Citrix ADC/NetScaler
// Gateway, SAP logon tickets, SiteMinder, F5 APM, Oracle Access Manager, WebSEAL, ForgeRock,
// Shibboleth, Microsoft Entra/ASP.NET/SharePoint, Google accounts, Steam, Netflix, Roblox,
// LinkedIn, Spotify. The value must still be random material (no `NSC_AAAC=deleted`).
import { randomMaterial } from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const NAMES = String
  .raw`NSC_AAA[CM]|NSC_TMA[AS]|NSC_TASS|MYSAPSSO2|SAP_SESSIONID_\w{1,16}|SMSESSION|MRHSession|LastMRH_Session|OAMAuthnCookie\w{0,40}|OAM_ID|ObSSOCookie|PD-[HS]-SESSION-ID|iPlanetDirectoryPro|_shibsession_\w{1,64}|ESTSAUTH(?:PERSISTENT|LIGHT)?|FedAuth|rtFa|\.ASPXAUTH|\.AspNet\.\w{1,40}|__Secure-[13]PSID\w{0,4}|__Secure-[13]PAPISID|SAPISID|steamLoginSecure|SecureNetflixId|NetflixId|\.ROBLOSECURITY|li_at|sp_dc`;
// A pair (`name=value`), a header-like line (`name: value`) or a cookie file's `name<TAB>value`.
const PRODUCT_COOKIE = new RegExp(
  String.raw`(?<![\w.-])(?:${NAMES})(?:=|:[ \t]*|\t)("?)([^;"'\s,&<>]{16,4096})\1`,
  "dg",
);

function findProductCookies(text: string): Span[] {
  const spans: Span[] = [];
  PRODUCT_COOKIE.lastIndex = 0;
  for (let m = PRODUCT_COOKIE.exec(text); m; m = PRODUCT_COOKIE.exec(text)) {
    const v = m[2];
    if (isTemplateOrMask(v) || looksFake(v) || !randomMaterial(v.replace(/%7C/gi, ""), 16)) {
      continue;
    }
    const start = m.indices![2]![0];
    spans.push({ start, end: start + v.length, rule: "session-cookie", category: "secret" });
  }
  return spans;
}

export const PRODUCT_COOKIE_RULES: TextRule[] = [
  {
    id: "session-cookie",
    category: "secret",
    keywords: [
      "nsc_t",
      "nsc_aaa",
      "mysapsso2",
      "sap_sessionid_",
      "smsession",
      "mrhsession",
      "oamauthncookie",
      "oam_id",
      "obssocookie",
      "-session-id",
      "iplanetdirectorypro",
      "_shibsession_",
      "estsauth",
      "fedauth",
      "rtfa",
      ".aspxauth",
      ".aspnet.",
      "psid",
      "papisid",
      "sapisid",
      "steamloginsecure",
      "netflixid",
      ".roblosecurity",
      "li_at",
      "sp_dc",
    ],
    find: findProductCookies,
  },
];
