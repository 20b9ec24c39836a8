// The pinned pnpm goes first on PATH because turbo and our scripts call `pnpm` themselves (a one-off `npx pnpm`
// would not reach them). Corepack is not used: it cannot verify signatures on every registry mirror.
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/** @param {string | undefined} packageManager @returns {string} */
export function pinnedPnpmVersion(packageManager) {
  const match = /^pnpm@(\d+\.\d+\.\d+[^+]*)/.exec(packageManager ?? "");
  if (!match?.[1])
    throw new Error(`package.json "packageManager" should name an exact pnpm version (pnpm@x.y.z), not ${JSON.stringify(packageManager)}.`);
  return match[1];
}

/** @param {NodeJS.ProcessEnv} env */
export function defaultCacheDir(env) {
  return env.KIDSAFE_CACHE_DIR ?? path.join(env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"), "kidsafe");
}

/** @param {string} folder @returns {string | undefined} */
function installedVersion(folder) {
  try {
    const manifest = /** @type {{ version?: string }} */ (
      JSON.parse(readFileSync(path.join(folder, "node_modules", "pnpm", "package.json"), "utf8"))
    );
    return manifest.version;
  } catch {
    return undefined;
  }
}

/**
 * "" when the PATH's pnpm already is the pinned version.
 * @param {{ version: string, env: NodeJS.ProcessEnv, cwd: string, cacheDir: string, exec: import("./process.js").Exec, log: (line: string) => void }} options
 * @returns {Promise<string>}
 */
export async function ensurePnpm({ version, env, cwd, cacheDir, exec, log }) {
  const onPath = await exec("pnpm", ["--version"], { env, cwd, capture: true });
  if (onPath.code === 0 && onPath.stdout.trim() === version) return "";

  const folder = path.join(cacheDir, `pnpm-${version}`);
  const binDir = path.join(folder, "node_modules", ".bin");
  if (installedVersion(folder) === version) return binDir;
  const found = onPath.code === 0 ? `pnpm ${onPath.stdout.trim()} is on PATH` : "pnpm is not on PATH";
  log(`${found}; installing pnpm ${version} (package.json "packageManager") into ${folder}, once.`);
  const args = [
    "install",
    "--prefix",
    folder,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    `pnpm@${version}`,
  ];
  const result = await exec("npm", args, { env, cwd });
  if (result.code !== 0 || installedVersion(folder) !== version) {
    throw new Error(
      `Could not install pnpm ${version} with npm (exit ${result.code}; see above). Or install it yourself: npm install --global pnpm@${version}`,
    );
  }
  return binDir;
}
