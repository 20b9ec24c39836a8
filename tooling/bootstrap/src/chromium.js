// Tests never download a browser: the machine's Chromium, or apt-get when root on Debian/Ubuntu.
import { accessSync, constants } from "node:fs";
import path from "node:path";

/** Must equal @kidsafe/testing's chromiumExecutable (a test checks); no dependency can be loaded yet. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command @param {string} searchPath */
function onPath(command, searchPath) {
  return searchPath.split(path.delimiter).some((folder) => folder && isExecutable(path.join(folder, command)));
}

/**
 * @param {{ env: NodeJS.ProcessEnv, cwd: string, uid: number | undefined, platform: NodeJS.Platform, exec: import("./process.js").Exec, log: (line: string) => void, defaultPath?: string }} options
 * @returns {Promise<string | undefined>} why the tests cannot run
 */
export async function ensureChromium({ env, cwd, uid, platform, exec, log, defaultPath = DEFAULT_CHROMIUM_PATH }) {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    return isExecutable(configured)
      ? undefined
      : `CHROMIUM_PATH=${configured} is not an executable file. Point it at a Chromium or Chrome binary.`;
  }
  if (isExecutable(defaultPath)) return undefined;

  const hasApt = platform === "linux" && onPath("apt-get", env.PATH ?? "");
  if (hasApt && uid === 0) {
    log(`The Playwright suite needs Chromium and there is none at ${defaultPath}: installing it with apt-get install -y chromium.`);
    const update = await exec("apt-get", ["update", "-qq"], { env, cwd });
    const install =
      update.code === 0
        ? await exec("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...env, DEBIAN_FRONTEND: "noninteractive" }, cwd })
        : update;
    if (install.code === 0 && isExecutable(defaultPath)) return undefined;
    return `apt-get could not install Chromium (exit ${install.code}; see above). Install it, then run the tests again: apt-get install -y chromium`;
  }
  const how =
    platform === "darwin"
      ? ["  brew install --cask chromium", '  CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium" npm test']
      : hasApt
        ? ["  sudo apt-get install -y chromium", "  npm test"]
        : ["  install Chromium with your system's package manager, then:", "  CHROMIUM_PATH=/path/to/chromium npm test"];
  return [
    `The Playwright suite needs Chromium and there is none at ${defaultPath} (CHROMIUM_PATH is not set). Run:`,
    ...how,
    "(A Chrome you already have works too: CHROMIUM_PATH=/path/to/chrome npm test)",
  ].join("\n");
}
