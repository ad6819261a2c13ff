/** Writes openapi/openapi.json from the route definitions (`deno task openapi`). */
import { openApiText } from "../src/http/openapi.ts";

export const OPENAPI_FILE = new URL("../openapi/openapi.json", import.meta.url);

if (import.meta.main) {
  await Deno.writeTextFile(OPENAPI_FILE, openApiText());
  console.log(`Wrote ${OPENAPI_FILE.pathname}`);
}
