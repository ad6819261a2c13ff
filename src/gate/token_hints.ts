/**
 * Who a bearer token belonged to when this process last verified it, so a tool call's first
 * reads can start while the token is verified again (see mcp/prefetch.ts). Tokens themselves
 * are not kept: hints are keyed by a 53-bit FNV-1a hash (a collision only wastes reads).
 */

export interface Hint {
  accountId: string;
  clientId: string;
  burstLimit: number | null;
}

const MAX_HINTS = 10_000;

export class TokenHints {
  #hints = new Map<number, Hint>();

  get(token: string): Hint | undefined {
    return this.#hints.get(fnv53(token));
  }

  remember(
    token: string,
    caller: { accountId: string; clientId: string },
    burstLimit: number | null,
  ): void {
    const key = fnv53(token);
    if (!this.#hints.has(key) && this.#hints.size >= MAX_HINTS) this.#hints.clear();
    this.#hints.set(key, { ...caller, burstLimit });
  }
}

/** FNV-1a over UTF-16 code units, folded to 53 bits so it stays an exact JS number. */
function fnv53(text: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h2 >>> 0) * 0x200000 + ((h1 >>> 0) & 0x1fffff);
}
