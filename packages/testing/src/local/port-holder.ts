// Who holds a TCP port, for messages that say what to stop: `ss` on Linux, `lsof` elsewhere. Another user's process
// is only visible to root, so "unknown" is a normal answer.
import { execFileSync } from "node:child_process";
import { commandLineOf } from "./processes.ts";

/** "pid 1234: node server.js" for the process listening on `port`, or undefined when it cannot be told. */
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

/** "Port 3000 is taken (by pid 1234: node x.js)." followed by the variable that moves it. */
export function portTakenMessage(port: number, variable: string, command: string): string {
  const holder = portHolder(port);
  return (
    `Port ${port} is already in use${holder ? ` by ${holder}` : " (by a process we cannot see: `ss -ltnp` as root tells)"}. ` +
    `Stop it, or choose another port: ${variable}=${port + 100} ${command}`
  );
}
