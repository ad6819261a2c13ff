/** Maps positions in JSON text back to line numbers, so configuration errors can name a line. */

/** 1-based line of a character offset. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Line of the value at `path` in already-valid JSON text: the line of its key for object
 * members, of the value itself for array items. A missing member yields the line where its
 * nearest existing ancestor starts.
 */
export function locateJsonPath(text: string, path: (string | number)[]): number {
  const scanner = new Scanner(text);
  let at = scanner.skipWs(0);
  let found = at;
  for (const step of path) {
    const next = typeof step === "number"
      ? scanner.findItem(at, step)
      : scanner.findMember(at, step);
    if (next === null) break;
    found = next.report;
    at = next.value;
  }
  return lineOfOffset(text, found);
}

class Scanner {
  constructor(readonly text: string) {}

  skipWs(i: number): number {
    while (i < this.text.length && " \t\r\n".includes(this.text[i])) i++;
    return i;
  }

  /** Offset just past the JSON value starting at i. */
  skipValue(i: number): number {
    const c = this.text[i];
    if (c === '"') return this.skipString(i);
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      i = this.skipWs(i + 1);
      while (i < this.text.length && this.text[i] !== close) {
        i = this.skipValue(i);
        i = this.skipWs(i);
        if (this.text[i] === ":" || this.text[i] === ",") i = this.skipWs(i + 1);
      }
      return i + 1;
    }
    while (i < this.text.length && !",]}: \t\r\n".includes(this.text[i])) i++;
    return i;
  }

  skipString(i: number): number {
    for (i = i + 1; i < this.text.length; i++) {
      if (this.text[i] === "\\") i++;
      else if (this.text[i] === '"') return i + 1;
    }
    return i;
  }

  findMember(i: number, key: string): { report: number; value: number } | null {
    if (this.text[i] !== "{") return null;
    i = this.skipWs(i + 1);
    while (i < this.text.length && this.text[i] === '"') {
      const keyEnd = this.skipString(i);
      const name = JSON.parse(this.text.slice(i, keyEnd));
      const value = this.skipWs(this.skipWs(keyEnd) + 1);
      if (name === key) return { report: i, value };
      i = this.skipWs(this.skipValue(value));
      if (this.text[i] === ",") i = this.skipWs(i + 1);
    }
    return null;
  }

  findItem(i: number, index: number): { report: number; value: number } | null {
    if (this.text[i] !== "[") return null;
    i = this.skipWs(i + 1);
    for (let n = 0; i < this.text.length && this.text[i] !== "]"; n++) {
      if (n === index) return { report: i, value: i };
      i = this.skipWs(this.skipValue(i));
      if (this.text[i] === ",") i = this.skipWs(i + 1);
    }
    return null;
  }
}
