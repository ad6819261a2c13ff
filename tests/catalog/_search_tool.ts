/** A minimal tool definition for the search tests that rank small hand-made catalogues. */
import type { SearchableTool } from "../../src/catalog/search.ts";

export const searchTool = (server: string, name: string, description: string): SearchableTool => ({
  qualifiedName: `${server}__${name}`,
  name,
  serverSlug: server,
  serverName: `${server}-mcp-server`,
  description,
  inputSchema: { type: "object" },
});
