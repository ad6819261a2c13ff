/**
 * The operator catalogue file (`CATALOG_FILE`, default config/catalog.json): the servers every
 * account sees, with their defaults. Validated at start-up; a bad file names the line at fault.
 */
import { z } from "zod";
import type { CatalogServer } from "../domain/catalog.ts";
import { lineOfOffset, locateJsonPath } from "./json_lines.ts";

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const SlugSchema = z.string().regex(
  SLUG_PATTERN,
  "must be 1-63 characters of a-z, 0-9 and '-', starting with a letter or digit",
);

/** Text fields are bounded: they reach tool descriptions that models read. */
export const ServerFieldsSchema = z.object({
  slug: SlugSchema,
  name: z.string().trim().min(1).max(100),
  description: z.string().max(1000).default(""),
  category: z.string().trim().min(1).max(60).refine(
    (v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20),
    "must not contain control characters",
  ),
  authType: z.enum(["none", "bearer", "oauth"]),
  endpoint: z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(2048),
  defaultEnabled: z.boolean().default(false),
  oauth: z.object({
    clientId: z.string().min(1).max(500).optional(),
    clientSecretSealed: z.string().regex(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, {
      error: "must be a secret sealed with the service key (v1.…)",
    }).optional(),
    sendResource: z.boolean().optional(),
    authorizeParams: z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().max(500))
      .optional(),
  }).strict().optional(),
});

const FileSchema = z.object({ servers: z.array(ServerFieldsSchema.strict()).max(1000) }).strict();

export class CatalogueFileError extends Error {}

/** Parses catalogue JSON text; `{PUBLIC_URL}` in endpoints becomes the service's public origin. */
export function parseCatalogueFile(
  text: string,
  publicUrl: string,
  fileName = "catalogue",
): CatalogServer[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const at = /position (\d+)/.exec(message);
    const line = at ? `:${lineOfOffset(text, Number(at[1]))}` : "";
    throw new CatalogueFileError(`${fileName}${line}: not valid JSON: ${message}`);
  }
  substitute(json, publicUrl);
  const parsed = FileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue.path.filter((p) => typeof p !== "symbol") as (string | number)[];
    throw new CatalogueFileError(
      `${fileName}:${locateJsonPath(text, path)}: ${pathLabel(path)}: ${issue.message}`,
    );
  }
  const servers = parsed.data.servers;
  const seen = new Map<string, number>();
  servers.forEach((s, i) => {
    const first = seen.get(s.slug);
    if (first !== undefined) {
      const line = locateJsonPath(text, ["servers", i, "slug"]);
      throw new CatalogueFileError(
        `${fileName}:${line}: servers[${i}].slug: "${s.slug}" is already used by servers[${first}]`,
      );
    }
    seen.set(s.slug, i);
  });
  return servers;
}

/** Reads and parses the configured file; every failure is a CatalogueFileError. */
export async function loadCatalogueFile(
  path: string,
  publicUrl: string,
): Promise<CatalogServer[]> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (err) {
    throw new CatalogueFileError(
      `${path}: cannot read the catalogue file: ${(err as Error).message}`,
    );
  }
  return parseCatalogueFile(text, publicUrl, path);
}

function substitute(json: unknown, publicUrl: string): void {
  const servers = (json as { servers?: unknown })?.servers;
  if (!Array.isArray(servers)) return;
  for (const s of servers) {
    if (s && typeof s === "object" && typeof s.endpoint === "string") {
      s.endpoint = s.endpoint.replaceAll("{PUBLIC_URL}", publicUrl);
    }
  }
}

function pathLabel(path: (string | number)[]): string {
  if (path.length === 0) return "(top level)";
  return path.map((p, i) => typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`).join("");
}
