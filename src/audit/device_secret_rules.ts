// Redaction round 5 (issue 13): passwords in the syntax of network tools and device configs, where
// the word before the value is a tool's own keyword rather than a `password=` assignment:
// nmcli's `password "X"`, Cisco IOS `ppp chap password 0 X` / `username u secret X`, net-snmp's
// `-A`/`-X` pass phrases, strongSwan's `: PSK "X"`, Oracle's `user/PW@//host` and `sqlplus u/PW@db`,
// and an OpenVPN `auth-user-pass` file (the user on one line, the password on the next).
import { collect, passwordValue } from "./login_string_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { CRYPT_LINE_RULES } from "./crypt_line_rules.ts";
import { CREDENTIAL_SLOT_RULES } from "./credential_slot_rules.ts";

const NMCLI =
  /\bnmcli\b[^\n|;]{0,200}?\s(?:password|wifi-sec\.psk|802-11-wireless-security\.psk|vpn\.secrets\s+password)[ \t]+(["']?)([^\s"']{3,128})\1(?=\s|$)/dg;
// IOS: the optional digit is the encryption type (0 clear, 7 reversible); `secret` also in `enable`.
// A config line: the command opens the line ("username and password are" is prose). Round 10: an
// SNMP community is the v1/v2c password (IOS `snmp-server community X RO`, snmpd's `rocommunity X`).
const IOS =
  /^[ \t]*(?:ppp\s+(?:chap|pap)\s+(?:password|sent-username\s+\S+\s+password)|enable\s+(?:password|secret)|username\s+(?!(?:and|or|und|et|y|\+|&|\/)\s)\S+\s+(?:privilege\s+\d+\s+)?(?:password|secret)|key-string|pre-shared-key(?:\s+(?:local|remote))?|crypto\s+isakmp\s+key|tacacs-server\s+key|radius-server\s+key|wpa-psk\s+ascii|snmp-server\s+community|snmp-server\s+host\s+\S+(?:\s+(?:traps|informs))?\s+version\s+(?:1|2c)|r[ow]community6?)(?:\s+[05-9])?[ \t]+(\S{3,128})(?=[ \t]|$)/dgm;
// net-snmp: `-A` is the authentication and `-X` the privacy pass phrase of SNMPv3.
const SNMP = /[ \t]-[AX][ \t]+(["']?)([^\s"']{3,128})\1(?=\s|$)/dg;
const SNMP_LINE =
  /\bsnmp(?:walk|get|getnext|bulkwalk|bulkget|set|trap|inform|table|status|df|netstat|usm)\b[^\n]*/g;
// strongSwan/Libreswan secrets: `ids : PSK "X"`, `: XAUTH user "X"`, `: EAP "X"`.
const IPSEC =
  /:[ \t]*(?:PSK|XAUTH(?:[ \t]+\S+)?|EAP(?:[ \t]+\S+)?|NTLM)[ \t]+(["']?)([^\s"']{3,128})\1(?=\s|$)/dg;
// Oracle thin URL and sqlplus/rman/expdp logins: `user/PW@…` (`/ as sysdba` is no password).
const ORACLE =
  /(?:jdbc:oracle:(?:thin|oci):|\b(?:sqlplus|rman|expdp|impdp|sqlldr|exp|imp)(?:\s+-[sSlL])*\s+(?:(?:target|auxiliary|catalog|userid)[= \t]+)?)["']?[\w$#.]{1,64}\/([^\s"'@\/]{3,128})@/dg;
// OpenVPN: the file named on a line (`# /etc/openvpn/auth.txt`, `<auth-user-pass>`), then a line
// with the user and a line with the password.
const OVPN_FILE =
  /(?:auth[\w.-]*\.(?:txt|pass|creds?|conf)|<auth-user-pass>|auth-user-pass\s+<<)[^\n]*\n[ \t]*[^\s#<]{1,64}[ \t]*\r?\n[ \t]*((?!#)[^\s<]{6,128})[ \t]*(?:\r?\n|$)/dg;

/** Tried inside each snmp command line only, so the `-A` of other tools is left alone. */
function snmp(text: string): Span[] {
  const spans: Span[] = [];
  for (const line of text.matchAll(SNMP_LINE)) {
    for (const m of line[0].matchAll(SNMP)) {
      if (!passwordValue(m[2])) continue;
      const start = line.index! + m.indices![2]![0];
      spans.push({ start, end: start + m[2].length, rule: "snmp-passphrase", category: "secret" });
    }
  }
  return spans;
}

const ovpn = collect(OVPN_FILE, 1, "openvpn-auth-password");

/** A password line of an auth file mixes classes; `nobind` or `persist-key` is a directive. */
function authFile(text: string, at: number[] | null): Span[] {
  return ovpn(text, at, 64, 400).filter((s) => {
    const v = text.slice(s.start, s.end);
    const classes = Number(/\d/.test(v)) + Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) +
      Number(/[^\w]|_/.test(v));
    return classes >= 3 && !/^[a-z]+(?:-[a-z]+)+$/.test(v);
  });
}

const nmcli = collect(NMCLI, 2, "nmcli-password");
// A lower-case word after the command is prose ("… secret key is"), not a config password.
const iosAll = collect(IOS, 1, "device-config-password");
const ios = (t: string, at: number[] | null, before: number, after: number) =>
  iosAll(t, at, before, after).filter((s) => !/^[a-z]+$/.test(t.slice(s.start, s.end)));
const ipsec = collect(IPSEC, 2, "ipsec-secret");
const oracle = collect(ORACLE, 1, "oracle-login-password");

export const DEVICE_SECRET_RULES: TextRule[] = [
  {
    id: "nmcli-password",
    category: "secret",
    keywords: ["nmcli"],
    find: (t, at) => nmcli(t, at, 0, 600),
  },
  {
    id: "device-config-password",
    category: "secret",
    keywords: [
      "ppp chap",
      "ppp pap",
      "enable secret",
      "enable password",
      "username",
      "key-string",
      "pre-shared-key",
      "isakmp key",
      "server key",
      "wpa-psk",
      "community",
      "snmp-server host",
    ],
    find: (t, at) => ios(t, at, 120, 400),
  },
  { id: "snmp-passphrase", category: "secret", keywords: ["snmp"], find: (t) => snmp(t) },
  {
    id: "ipsec-secret",
    category: "secret",
    keywords: ["psk", "xauth", "eap", "ntlm"],
    find: (t, at) => ipsec(t, at, 80, 300),
  },
  {
    id: "oracle-login-password",
    category: "secret",
    keywords: ["jdbc:oracle:", "sqlplus", "rman", "expdp", "impdp", "sqlldr", "exp ", "imp "],
    find: (t, at) => oracle(t, at, 40, 400),
  },
  {
    id: "openvpn-auth-password",
    category: "secret",
    // The file's extension or the inline block (the name before it is read in the window).
    keywords: [".txt", ".pass", ".cred", ".conf", "<auth-user-pass>", "auth-user-pass <<"],
    find: authFile,
  },
  // Round 19: a device's /etc/shadow line.
  ...CRYPT_LINE_RULES,
  // Round 19: the generic fallback, last so the narrower rules name what they find.
  ...CREDENTIAL_SLOT_RULES,
];
