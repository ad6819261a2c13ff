import { base64url, fromBase64url } from "./crypto.ts";

/**
 * AES-256-GCM encryption for secrets that must be recovered (webhook signing secrets,
 * upstream bearer credentials). The stored form is "v1.<iv>.<ciphertext>" in base64url.
 */
export class SecretBox {
  #key: CryptoKey;
  private constructor(key: CryptoKey) {
    this.#key = key;
  }

  static async fromBase64url(raw: string): Promise<SecretBox> {
    const bytes = fromBase64url(raw);
    if (bytes.length !== 32) throw new Error("The encryption key must be 32 bytes");
    const key = await crypto.subtle.importKey("raw", bytes, "AES-GCM", false, [
      "encrypt",
      "decrypt",
    ]);
    return new SecretBox(key);
  }

  async seal(plain: string): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = new TextEncoder().encode(plain);
    const ct = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, this.#key, data);
    return `v1.${base64url(iv)}.${base64url(new Uint8Array(ct))}`;
  }

  async open(sealed: string): Promise<string> {
    const [v, iv, ct] = sealed.split(".");
    if (v !== "v1" || !iv || !ct) throw new Error("Unrecognised sealed secret");
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64url(iv) },
      this.#key,
      fromBase64url(ct),
    );
    return new TextDecoder().decode(plain);
  }
}
