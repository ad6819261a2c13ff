// Redaction round red88 (issue 13): a keypad code filed under the lock or alarm it opens
// (`keysafe.combination`, `alarm.engineerCode`, `access["Tür/Tor"]`, `alarma.ПІН`). A key safe,
// an alarm panel or a door keypad opens for whoever types the code; `*` and `#` are the
// keypad's own keys and a combination comes in digit groups. Tuning sets: v44, v64, rtr5, rtr7.

/** `engineerCode` → `engineer_code`, `Tür/Tor` → `tür/tor` (keyed_codes.ts' form, kept here to
 * stay out of an import cycle). */
const snake = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[\s.-]+/g, "_");

// A code's name, alone or ending a longer one (`engineer_code`, `pin`, `ПІН`, `combination`).
const CODE_WORD =
  /(?:^|_)(?:code|pin|passcode|combination|combo|пін|пин|код|kod|código|codigo|codice|kombination|combinaison)$/u;
// A physical access device as a word of the name (`alarm_panel`, `keysafe`, `front_door`).
const DEVICE =
  /(?:^|_)(?:alarm|alarma|alarme|alarmanlage|key_?safe|key_?box|lock_?box|safe|padlock|lock|door|gate|keypad|tür|tor|porte|puerta|portão|portao|tresor|cancello)s?(?:_|$)/u;
// A door or a gate named alone, under a parent that lists access codes.
const DOOR =
  /^(?:(?:front|back|side|main|garage|yard)_)?(?:door|gate|tür|tor|porte|puerta|portão|portao|cancello)(?:\/(?:door|gate|tür|tor|porte|puerta|portão|portao))?$/u;
const ACCESS_PARENT =
  /^(?:access|access_codes|codes|door_codes|zugang|zugangscodes|acceso|accès|acces)$/u;
// Digits whole, in two to four groups, or split once by a keypad key; `*`/`#` at either end.
const KEYPAD = /^[*#]?(?:\d{4,12}|\d{2,6}(?:[- ]\d{2,6}){1,3}|\d{2,8}[*#]\d{2,8})[*#]?$/;
const YEAR = /^(?:19|20)\d\d$/;

const NONE = 0, SELF = 1, BY_PARENT = 2, DOOR_ITEM = 3;
const kinds = new Map<string, number>();

function nameKind(key: string): number {
  let kind = kinds.get(key);
  if (kind !== undefined) return kind;
  const name = snake(key);
  kind = CODE_WORD.test(name)
    ? (DEVICE.test(name) ? SELF : BY_PARENT)
    : DOOR.test(name)
    ? DOOR_ITEM
    : NONE;
  if (kinds.size >= 1024) kinds.clear();
  kinds.set(key, kind);
  return kind;
}

function keypadEntry(child: unknown): boolean {
  const s = typeof child === "number" && Number.isSafeInteger(child) ? String(child) : child;
  if (typeof s !== "string") return false;
  const v = s.trim();
  if (!KEYPAD.test(v) || YEAR.test(v)) return false;
  const digits = v.replace(/\D/g, "").length;
  return digits >= 4 && digits <= 12;
}

/** True when `key` (in the object at `path`) names a device's code and its value is typed on a keypad. */
export function deviceCodeMember(key: string, child: unknown, path: string): boolean {
  const kind = nameKind(key);
  if (kind === NONE || !keypadEntry(child)) return false;
  if (kind === SELF) return true;
  const parent = snake(path.slice(path.lastIndexOf("/") + 1));
  return kind === BY_PARENT ? DEVICE.test(parent) : ACCESS_PARENT.test(parent);
}
