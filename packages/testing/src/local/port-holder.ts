// Another user's process is only visible to root, so "unknown" is a normal answer.
import { execFileSync } from "node:child_process";
import { commandLineOf } from "./processes.ts";

export function portHolder(port: number): string | undefined {
  const pid = listeningPid(port);
  if (pid === undefined) return undefined;
  const command = commandLineOf(pid).trim();
  return command ? `pid ${pid}: ${command.length > 100 ? `${command.slice(0, 100)}…` : command}` : `pid ${pid}`;
}

function listeningPid(port: number): number | undefined {
  const attempts: Array<[string, string[], RegExp]> = [
    ["ss", ["-ltnpH", `sport = :${port}`], /pid=(\d+)/],
    ["lsof", ["-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-Fp"], /^p(\d+)/m],
  ];
  for (const [command, args, pattern] of attempts) {
    try {
      const output = execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 2_000 });
      const pid = pattern.exec(output)?.[1];
      if (pid) return Number(pid);
    } catch {
      // not installed, or nothing listens
    }
  }
  return undefined;
}

export function portTakenMessage(port: number, variable: string, command: string): string {
  const holder = portHolder(port);
  return (
    `Port ${port} is already in use${holder ? ` by ${holder}` : " (by a process we cannot see: `ss -ltnp` as root tells)"}. ` +
    `Stop it, or choose another port: ${variable}=${port + 100} ${command}`
  );
}
