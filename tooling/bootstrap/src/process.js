import { spawn } from "node:child_process";
import { constants } from "node:os";

/**
 * @typedef {{ code: number, stdout: string }} ExecResult
 * @typedef {{ env: NodeJS.ProcessEnv, cwd: string, capture?: boolean }} ExecOptions
 * @typedef {(command: string, args: string[], options: ExecOptions) => Promise<ExecResult>} Exec
 */

/** A missing command ends with 127 and a signalled one with 128 + its number, as in a shell. @type {Exec} */
export function exec(command, args, { env, cwd, capture = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd, stdio: capture ? ["ignore", "pipe", "ignore"] : "inherit" });
    let stdout = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk) => (stdout += String(chunk)));
    // Ctrl-C already reaches the child through the process group; relaying it would be a double press.
    const ignore = () => undefined;
    /** @param {NodeJS.Signals} signal */
    const relay = (signal) => child.kill(signal);
    process.on("SIGINT", ignore);
    process.on("SIGTERM", relay);
    process.on("SIGHUP", relay);
    /** @param {ExecResult} result */
    const done = (result) => {
      process.off("SIGINT", ignore);
      process.off("SIGTERM", relay);
      process.off("SIGHUP", relay);
      resolve(result);
    };
    child.once("error", (error) => done({ code: /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT" ? 127 : 1, stdout }));
    child.once("close", (code, signal) => done({ code: code ?? 128 + (signal ? constants.signals[signal] : 0), stdout }));
  });
}
