// Children live in their own process groups, so a SIGKILLed stack leaves them holding their ports: the next start
// stops them, after checking that the PID still runs the same command.
import { readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { commandLineOf } from "@kidsafe/testing";
import { groupIsAlive, signalGroup } from "./processes.ts";

export interface LeftoverEntry {
  name: string;
  pid: number;
  /** The PID may have been reused since. */
  marker: string;
}

export class StackState {
  private readonly entries = new Map<number, LeftoverEntry>();

  constructor(private readonly file: string) {}

  add(entry: LeftoverEntry): void {
    this.entries.set(entry.pid, entry);
    this.save();
  }

  remove(pid: number): void {
    if (this.entries.delete(pid)) this.save();
  }

  async clear(): Promise<void> {
    this.entries.clear();
    await rm(this.file, { force: true });
  }

  private save(): void {
    writeFileSync(this.file, JSON.stringify({ supervisor: process.pid, entries: [...this.entries.values()] }, null, 2));
  }
}

export async function stopLeftovers(file: string, report: (message: string) => void): Promise<void> {
  let entries: LeftoverEntry[];
  try {
    entries = (JSON.parse(readFileSync(file, "utf8")) as { entries?: LeftoverEntry[] }).entries ?? [];
  } catch {
    return;
  }
  const alive = entries.filter((entry) => groupIsAlive(entry.pid) && commandLineOf(entry.pid).includes(entry.marker));
  for (const entry of alive) {
    report(`stopping ${entry.name} (PID ${entry.pid}) left running by a previous dev stack that did not shut down`);
    signalGroup(entry.pid, "SIGTERM");
  }
  const deadline = Date.now() + 5_000;
  while (alive.some((entry) => groupIsAlive(entry.pid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const entry of alive) signalGroup(entry.pid, "SIGKILL");
  await rm(file, { force: true });
}
