import { readFileSync, writeFileSync } from "node:fs";
import { attachmentUrl } from "@kidsafe/contracts";
import { PHOTOS_BENCH } from "../photos-plan.ts";
import type { PhotosPlan } from "../photos-plan.ts";
import { startServer } from "../load.ts";

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${mb(bytes)} MB`);

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Linux: `5` into clear_refs. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

async function step(plan: PhotosPlan, name: string, urls: string[]): Promise<string> {
  resetPeak(plan.pid);
  const before = memoryOf(plan.pid);
  const started = performance.now();
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`http://127.0.0.1:${plan.port}${url}`, { headers: { cookie: plan.cookie } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    }),
  );
  const ms = performance.now() - started;
  const after = memoryOf(plan.pid);
  const bytes = bodies.reduce((sum, length) => sum + length, 0);
  return `| ${name} | ${urls.length} | ${size(bytes)} | ${ms.toFixed(0)} ms | ${mb(before.rss)} MB | ${mb(after.peak)} MB (+${mb(after.peak - before.rss)}) |`;
}

export async function photos(): Promise<string> {
  const server = await startServer("./servers/photos-api.ts");
  try {
    // startServer passes the plan's fields on beside the port.
    const plan = server as unknown as PhotosPlan;
    const history = `/api/chat/${PHOTOS_BENCH.sessionId}`;
    const rows = [
      await step(plan, "history (first read)", [history]),
      await step(plan, "history (again)", [history]),
      await step(plan, "history, 3 tabs at once", [history, history, history]),
      await step(
        plan,
        "the 12 thumbnails at once",
        plan.attachmentIds.map((id) => attachmentUrl(id, "thumbnail")),
      ),
      await step(plan, "one full photo", [attachmentUrl(plan.attachmentIds[0] ?? 0)]),
      await step(
        plan,
        "the 12 full photos at once",
        plan.attachmentIds.map((id) => attachmentUrl(id)),
      ),
    ];
    return [
      `A conversation of ${PHOTOS_BENCH.photos} photos of ${mb(PHOTOS_BENCH.photoBytes)} MB.`,
      "",
      "| request | requests | answer bytes | time | RSS before | peak RSS |",
      "|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
  } finally {
    await server.stop();
  }
}
