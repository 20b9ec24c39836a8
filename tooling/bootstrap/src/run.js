import path from "node:path";
import { ensureChromium } from "./chromium.js";
import { installFingerprint, isInstalled, markInstalled } from "./install.js";
import { exec as realExec } from "./process.js";
import { defaultCacheDir, ensurePnpm, pinnedPnpmVersion } from "./pnpm.js";

/** Differently named scripts, so `pnpm test` (which also comes through here) never calls itself. */
export const TASKS = {
  dev: { script: "dev:stack", needsChromium: false, preflight: undefined },
  test: { script: "test:all", needsChromium: true, preflight: "tooling/bootstrap/src/preflight/main.ts" },
};

/**
 * @typedef {{ repoRoot: string, manifest: { packageManager?: string }, env?: NodeJS.ProcessEnv, exec?: import("./process.js").Exec,
 *   log?: (line: string) => void, uid?: number, platform?: NodeJS.Platform, cacheDir?: string, defaultChromiumPath?: string }} RunOptions
 */

/** @param {string | undefined} task @param {RunOptions} options @returns {Promise<number>} exit code */
export async function runTask(task, options) {
  const { repoRoot, manifest, env = process.env, exec = realExec, platform = process.platform } = options;
  const log = options.log ?? ((line) => process.stderr.write(`[bootstrap] ${line}\n`));
  if (task !== "dev" && task !== "test") {
    log(`usage: node tooling/bootstrap/src/main.js dev|test (got ${JSON.stringify(task)})`);
    return 2;
  }
  const plan = TASKS[task];
  try {
    if (plan.needsChromium) {
      const uid = "uid" in options ? options.uid : process.getuid?.();
      const problem = await ensureChromium({ env, cwd: repoRoot, uid, platform, exec, log, defaultPath: options.defaultChromiumPath });
      if (problem) {
        log(problem);
        return 1;
      }
    }

    const version = pinnedPnpmVersion(manifest.packageManager);
    const cacheDir = options.cacheDir ?? defaultCacheDir(env);
    const binDir = await ensurePnpm({ version, env: environmentFor(env, ""), cwd: repoRoot, cacheDir, exec, log });
    const childEnv = environmentFor(env, binDir);

    const fingerprint = installFingerprint(repoRoot, version);
    if (!isInstalled(repoRoot, fingerprint)) {
      log("dependencies are missing or pnpm-lock.yaml / a package.json changed: pnpm install --frozen-lockfile");
      const started = Date.now();
      const install = await exec("pnpm", ["install", "--frozen-lockfile"], { env: childEnv, cwd: repoRoot });
      if (install.code !== 0) {
        log("pnpm install failed (see above). After changing a package.json, run `pnpm install` once to update pnpm-lock.yaml.");
        return install.code;
      }
      markInstalled(repoRoot, fingerprint);
      log(`dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
    }

    if (plan.preflight) {
      const checked = await exec(process.execPath, ["--import", "tsx", path.join(repoRoot, plan.preflight)], { env: childEnv, cwd: repoRoot });
      if (checked.code !== 0) return checked.code;
    }
    return (await exec("pnpm", ["run", plan.script], { env: childEnv, cwd: repoRoot })).code;
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/**
 * Drops npm's npm_* variables (pnpm reads npm_config_* as its own settings) so `npm test` and `pnpm test` match.
 * @param {NodeJS.ProcessEnv} env @param {string} binDir @returns {NodeJS.ProcessEnv}
 */
export function environmentFor(env, binDir) {
  /** @type {NodeJS.ProcessEnv} */
  const result = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
  for (const [name, value] of Object.entries(env)) {
    if (!name.toLowerCase().startsWith("npm_")) result[name] = value;
  }
  if (binDir) result.PATH = [binDir, env.PATH].filter(Boolean).join(path.delimiter);
  return result;
}
