import { execFileSync } from "node:child_process";
import { constants as fsConstants, readFileSync } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function describeExit({ code, signal }: ExitInfo): string {
  if (signal) return `was killed by ${signal}`;
  return code === 0 ? "exited" : `exited with code ${String(code)}`;
}

export function commandLineOf(pid: number): string {
  try {
    if (process.platform === "linux") return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    return execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

export async function findOnPath(command: string, searchPath = process.env.PATH ?? ""): Promise<string | undefined> {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, command);
    try {
      await access(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}
