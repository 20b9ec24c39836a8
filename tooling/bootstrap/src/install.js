// `pnpm install` only when a hash of the lockfile, workspace manifests and pnpm version changed; the stamp lives in
// node_modules so deleting node_modules forces an install.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const STAMP_FILE = path.join("node_modules", ".kidsafe-install-stamp");

/** @param {string} repoRoot @returns {string[]} */
export function workspaceFolders(repoRoot) {
  const lines = readFileSync(path.join(repoRoot, "pnpm-workspace.yaml"), "utf8").split("\n");
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  /** @type {string[]} */
  const patterns = [];
  for (const line of lines.slice(start + 1)) {
    const entry = /^\s+-\s+["']?([^"'#\s]+)["']?/.exec(line);
    if (!entry?.[1]) break;
    patterns.push(entry[1]);
  }
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(path.join(repoRoot, parent))) return [];
    return readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

/** @param {string} repoRoot @param {string} pnpmVersion @returns {string} */
export function installFingerprint(repoRoot, pnpmVersion) {
  const hash = createHash("sha256").update(`pnpm ${pnpmVersion}\n`);
  const files = [
    "pnpm-lock.yaml",
    "pnpm-workspace.yaml",
    "package.json",
    ...workspaceFolders(repoRoot).map((folder) => `${folder}/package.json`),
  ];
  for (const file of files) {
    const full = path.join(repoRoot, file);
    hash
      .update(`${file}\n`)
      .update(existsSync(full) ? readFileSync(full) : "(none)")
      .update("\n");
  }
  return hash.digest("hex");
}

/** @param {string} repoRoot @param {string} fingerprint */
export function isInstalled(repoRoot, fingerprint) {
  try {
    return readFileSync(path.join(repoRoot, STAMP_FILE), "utf8").trim() === fingerprint;
  } catch {
    return false;
  }
}

/** @param {string} repoRoot @param {string} fingerprint */
export function markInstalled(repoRoot, fingerprint) {
  writeFileSync(path.join(repoRoot, STAMP_FILE), `${fingerprint}\n`);
}
