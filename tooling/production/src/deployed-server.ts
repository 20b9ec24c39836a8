// A server as infra/docker/server.Dockerfile runs it: its bundle beside `pnpm deploy --prod` dependencies only.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deployServerBundle, startServerProcess } from "@kidsafe/testing";
import type { ServerProcess } from "@kidsafe/testing";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export type ServerName = "api" | "voice-gateway" | "billing-worker";

export interface DeployedServer {
  name: ServerName;
  folder: string;
  start(env: Record<string, string>): ServerProcess;
  remove(): Promise<void>;
}

export async function deployServer(name: ServerName): Promise<DeployedServer> {
  const bundle = await deployServerBundle(name);
  const folder = path.dirname(path.dirname(bundle.entry));
  // Only what production sets: none of the test run's own variables (DATABASE_URL, CI, ...) leak in.
  return {
    name,
    folder,
    start: (env) => startServerProcess("dist/server.js", { NODE_ENV: "production", ...env }, folder),
    remove: () => bundle.remove(),
  };
}
