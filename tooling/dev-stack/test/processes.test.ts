import { describe, expect, it } from "vitest";
import { groupIsAlive, startProcess } from "../src/processes.ts";

function shell(script: string, lines: string[] = []) {
  return startProcess({
    name: "test",
    command: "sh",
    args: ["-c", script],
    cwd: process.cwd(),
    env: process.env,
    onLine: (line) => lines.push(line),
  });
}

async function firstLine(lines: string[]): Promise<void> {
  while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("startProcess", () => {
  it("hands over each output line of stdout and stderr, and reports the exit code", async () => {
    const lines: string[] = [];
    const child = shell("echo one; echo two >&2; exit 3", lines);
    expect(await child.exited).toEqual({ code: 3, signal: null });
    expect(child.isRunning()).toBe(false);
    expect(lines.sort()).toEqual(["one", "two"]);
  });

  it("stops the whole process group, grandchildren included", async () => {
    const lines: string[] = [];
    const child = shell("sleep 300 & echo started; wait", lines);
    await firstLine(lines);
    expect(groupIsAlive(child.pid)).toBe(true);
    await child.stop();
    expect(groupIsAlive(child.pid)).toBe(false);
    expect((await child.exited).signal).toBe("SIGTERM");
  });

  it("kills a group that ignores SIGTERM once the grace period is over", async () => {
    const lines: string[] = [];
    const child = shell("trap '' TERM; sleep 300 & echo started; wait", lines);
    await firstLine(lines);
    const started = Date.now();
    await child.stop(500);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(groupIsAlive(child.pid)).toBe(false);
    expect((await child.exited).signal).toBe("SIGKILL");
  });

  it("reports a command that cannot start instead of throwing", async () => {
    const lines: string[] = [];
    const child = startProcess({
      name: "missing",
      command: "/nonexistent/binary",
      args: [],
      cwd: process.cwd(),
      env: process.env,
      onLine: (line) => lines.push(line),
    });
    const exit = await child.exited;
    expect(exit.code).not.toBe(0);
    expect(lines.join("\n")).toContain("could not start /nonexistent/binary");
  });
});
