/** The REST route table: one register call per operation, no logic. */
import type { ApiApp } from "../context.ts";
import { registerCommonComponents } from "../schemas/common.ts";
import { registerListActivity } from "./activity.ts";
import { registerGetServer, registerListServers, registerUpdateServer } from "./servers.ts";
import { registerListTools } from "./tools.ts";
import { registerGetUsage } from "./usage.ts";
import { registerListClients } from "./clients.ts";

export function registerApiRoutes(app: ApiApp): void {
  registerCommonComponents(app);
  // activity
  registerListActivity(app);
  // servers
  registerListServers(app);
  registerGetServer(app);
  registerUpdateServer(app);
  // tools
  registerListTools(app);
  // usage
  registerGetUsage(app);
  // clients
  registerListClients(app);
}
