// The steps behind `npm run dev` and `npm test`, in the order that stops soonest: Chromium (test), the pinned pnpm,
// dependencies when they changed, the test run's services and ports (test), then pnpm's real script.
import path from "node:path";
import { ensureChromium } from "./chromium.js";
import { installFingerprint, isInstalled, markInstalled } from "./install.js";
import { exec as realExec } from "./process.js";
import { defaultCacheDir, ensurePnpm, pinnedPnpmVersion } from "./pnpm.js";

/**
 * What each task runs once the machine is ready: a differently named pnpm script, so `pnpm test` (which also goes
 * through here) and `npm test` never call themselves.
 */
export const TASKS = {
  dev: { script: "dev:stack", needsChromium: false, preflight: undefined },
  test: { script: "test:all", needsChromium: true, preflight: "tooling/bootstrap/src/preflight/main.ts" },
};

/**
 * @typedef {object} RunOptions
 * @property {string} repoRoot
 * @property {{ packageManager?: string }} manifest the root package.json
 * @property {NodeJS.ProcessEnv} [env]
 * @property {import("./process.js").Exec} [exec] how commands run (tests pass one that records them)
 * @property {(line: string) => void} [log]
 * @property {number} [uid]
 * @property {NodeJS.Platform} [platform]
 * @property {string} [cacheDir]
 * @property {string} [defaultChromiumPath] where Chromium is looked for when CHROMIUM_PATH is unset
 */

/**
 * @param {string | undefined} task
 * @param {RunOptions} options
 * @returns {Promise<number>} the exit code
 */
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
 * The environment of pnpm and what it starts: the pinned pnpm first on PATH, and without the npm_* variables `npm
 * run` sets (pnpm reads npm_config_* as its own settings), so `npm test` and `pnpm test` run the same thing.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} binDir
 * @returns {NodeJS.ProcessEnv}
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
