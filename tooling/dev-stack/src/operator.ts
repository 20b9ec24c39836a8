// Through the API's own CLI, so development signs in exactly as production does.
import { spawn } from "node:child_process";
import path from "node:path";

export const DEV_ADMIN_USERNAME = "admin";

export async function createDevOperator(options: { repoRoot: string; databaseUrl: string; password: string }): Promise<void> {
  const api = path.join(options.repoRoot, "apps", "api");
  const child = spawn(path.join(api, "node_modules", ".bin", "tsx"), ["src/cli/create-operator.ts", "--username", DEV_ADMIN_USERNAME], {
    cwd: api,
    env: { ...process.env, DATABASE_URL: options.databaseUrl, ADMIN_PASSWORD: options.password },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`creating the dev operator failed: ${errors.trim() || `exit ${code}`}`);
}
