/** A credential an upstream needs is absent or unusable (its own file: OAuth errors extend it). */
export class CredentialError extends Error {}
