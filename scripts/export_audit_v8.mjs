/**
 * A reader for the V8 serialization of JSON-like values (objects, arrays, strings, numbers,
 * booleans, null, undefined), for KV values written by Deno. Deno 2.9.6's V8 writes format
 * version 16, which Node 20's `v8.deserialize` refuses ("invalid or unsupported version"), so
 * the exporter passes this to @deno/kv as `decodeV8`. Activity rows hold only such values; any
 * other tag is a clear error, never a guess.
 */
export function decodeV8(bytes) {
  const r = { b: bytes, i: 0 };
  if (r.b[r.i] !== 0xff) throw new Error("not a V8-serialized value");
  r.i++;
  varint(r); // the format version: the tags read below are the same in versions 13 to 16
  return value(r);
}

function varint(r) {
  let result = 0;
  let shift = 0;
  for (;;) {
    const byte = r.b[r.i++];
    if (byte === undefined) throw new Error("truncated V8 value");
    result += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return result;
    shift += 7;
  }
}

function take(r, n) {
  if (r.i + n > r.b.length) throw new Error("truncated V8 value");
  const out = r.b.subarray(r.i, r.i + n);
  r.i += n;
  return out;
}

const latin1 = new TextDecoder("latin1");
const utf16 = new TextDecoder("utf-16le");
const utf8 = new TextDecoder();

function value(r) {
  const tag = String.fromCharCode(r.b[r.i++]);
  switch (tag) {
    case "\0": // padding before an aligned two-byte string
      return value(r);
    case "_":
      return undefined;
    case "0":
      return null;
    case "T":
      return true;
    case "F":
      return false;
    case "I": {
      const z = varint(r);
      return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
    }
    case "U":
      return varint(r);
    case "N": {
      const at = take(r, 8);
      return new DataView(at.buffer, at.byteOffset, 8).getFloat64(0, true);
    }
    case '"':
      return latin1.decode(take(r, varint(r)));
    case "c":
      return utf16.decode(take(r, varint(r)));
    case "S":
      return utf8.decode(take(r, varint(r)));
    case "o":
      return properties(r, {}, "{");
    case "A": {
      const length = varint(r);
      const arr = [];
      for (let k = 0; k < length; k++) arr.push(value(r));
      return properties(r, arr, "$", 2);
    }
    case "a":
      return properties(r, new Array(varint(r)), "@", 2);
    default:
      throw new Error(`unsupported V8 tag 0x${tag.charCodeAt(0).toString(16)} at byte ${r.i - 1}`);
  }
}

/** Key/value pairs up to the end tag, then the counts V8 writes after it. */
function properties(r, target, end, counts = 1) {
  while (String.fromCharCode(r.b[r.i]) !== end) {
    if (r.i >= r.b.length) throw new Error("truncated V8 value");
    const key = value(r);
    target[String(key)] = value(r);
  }
  r.i++;
  for (let k = 0; k < counts; k++) varint(r);
  return target;
}
