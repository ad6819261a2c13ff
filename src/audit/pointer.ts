// JSON Pointer (RFC 6901) building.

/** Escapes one reference token: "~" becomes "~0" and "/" becomes "~1" (in that order). */
export function escapePointerToken(token: string): string {
  if (token.indexOf("~") < 0 && token.indexOf("/") < 0) return token;
  return token.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Appends one token (object key or array index) to a pointer. */
export function childPointer(base: string, token: string | number): string {
  return `${base}/${escapePointerToken(String(token))}`;
}
