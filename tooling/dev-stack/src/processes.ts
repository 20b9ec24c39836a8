// Each child gets its own process group because `tsx watch` and Vite start processes of their own: signalling the
// group stops all of them.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { ExitInfo } from "@kidsafe/testing";
import { printLine } from "./log.ts";

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly exited: Promise<ExitInfo>;
  isRunning(): boolean;
  stop(graceMs?: number): Promise<void>;
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function startProcess(spec: ProcessSpec): ManagedProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const onLine = spec.onLine ?? ((line: string) => printLine(spec.name, line));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on("line", onLine);
  }

  let exitInfo: ExitInfo | undefined;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once("exit", (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once("error", (error) => {
      onLine(`could not start ${spec.command}: ${error.message}`);
      exitInfo ??= { code: -1, signal: null };
      resolve(exitInfo);
    });
  });
  const pid = child.pid ?? -1;

  let stopping: Promise<void> | undefined;
  const stop = async (graceMs = 10_000): Promise<void> => {
    if (pid <= 0) return;
    signalGroup(pid, "SIGTERM");
    const leaderExited = await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]);
    // The leader can exit before the rest of its group (tsx watch's child, esbuild).
    const deadline = Date.now() + (leaderExited ? 3_000 : 0);
    while (groupIsAlive(pid) && Date.now() < deadline) await delay(100);
    if (groupIsAlive(pid)) signalGroup(pid, "SIGKILL");
    await Promise.race([exited, delay(3_000)]);
    const reaped = Date.now() + 3_000;
    while (groupIsAlive(pid) && Date.now() < reaped) await delay(50);
  };

  return {
    name: spec.name,
    pid,
    exited,
    isRunning: () => exitInfo === undefined,
    stop: (graceMs) => (stopping ??= stop(graceMs)),
  };
}

export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group is already gone
  }
}

export function groupIsAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
