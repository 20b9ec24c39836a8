// wrk is a C client on epoll: it costs the shared machine a fraction of what a Node client does, so the servers measured get the cores.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface WrkOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Globals named in `gathered` must be arrays of numbers: they are read back from wrk's thread when the run ends. */
  script: string;
  gathered: readonly string[];
}

export interface WrkResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
  gathered: Record<string, number[]>;
}

function reportScript(gathered: readonly string[]): string {
  return `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("wrk-figures %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    e.status + e.connect + e.read + e.write + e.timeout))
  for _, name in ipairs({ ${gathered.map((name) => JSON.stringify(name)).join(", ")} }) do
    for _, thread in ipairs(threads) do
      io.write("wrk-gathered " .. name .. " " .. table.concat(thread:get(name) or {}, ",") .. "\\n")
    end
  end
end
`;
}

function parseOutput(output: string, gathered: readonly string[]): WrkResult {
  const figures = /^wrk-figures (.+)$/m.exec(output)?.[1]?.split(" ").map(Number);
  if (!figures || figures.length !== 7) throw new Error(`wrk printed no figures:\n${output}`);
  const [requests = 0, durationUs = 1, p50, p95, p99, max, failed = 0] = figures;
  const values: Record<string, number[]> = Object.fromEntries(gathered.map((name) => [name, []]));
  for (const [, name = "", list = ""] of output.matchAll(/^wrk-gathered (\S+) ?(.*)$/gm)) {
    if (list) values[name]?.push(...list.split(",").map(Number));
  }
  const ms = (us: number | undefined) => (us ?? Number.NaN) / 1000;
  return { requestsPerSecond: requests / (durationUs / 1e6), p50: ms(p50), p95: ms(p95), p99: ms(p99), max: ms(max), failed, gathered: values };
}

/** One thread is plenty for two cores. */
export async function runWrk({ url, connections, seconds, script, gathered }: WrkOptions): Promise<WrkResult> {
  const folder = await mkdtemp(join(tmpdir(), "bench-wrk-"));
  const file = join(folder, "script.lua");
  try {
    await writeFile(file, `${script}\n${reportScript(gathered)}`);
    const { stdout } = await run("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", file, url], {
      maxBuffer: 256 * 1024 * 1024,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new Error("The search route is measured with wrk, which is not installed: apt-get install wrk");
      throw error;
    });
    return parseOutput(stdout, gathered);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not plain printable ASCII: ${text}`);
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
