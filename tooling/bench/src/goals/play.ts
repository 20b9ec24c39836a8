// Runs against the production build of student-web with /api proxied to the real API, so the page is what a child's browser gets.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, request as proxyRequest } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "@kidsafe/testing";
import { readStudentBundle, STUDENT_WEB_DIST } from "../bundle.ts";
import { startServer } from "../load.ts";
import { percentile } from "../stats.ts";
import { verdict } from "./goal.ts";

const MEASURE_MS = 10_000;
const WARM_UP_MS = 1_000;
const FRAME_MS = 1000 / 60;
/** Longer than this, at least one frame was skipped. */
const DROPPED_FRAME_FACTOR = 1.5;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

async function serveBuild(apiPort: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
    if (path.startsWith("/api/")) {
      const upstream = proxyRequest({ host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    void (async () => {
      const file = join(STUDENT_WEB_DIST, normalize(path).replace(/^(\.\.[/\\])+/, ""));
      const found = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      const served = found ? file : join(STUDENT_WEB_DIST, "index.html");
      res.writeHead(200, { "Content-Type": CONTENT_TYPES[extname(served)] ?? "application/octet-stream" });
      createReadStream(served).pipe(res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface FrameSample {
  scriptMs: number;
  timestamp: number;
}

interface FrameReport {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  dropped: number;
  longestIntervalMs: number;
}

function summarise(samples: FrameSample[]): FrameReport {
  const times = samples.map((sample) => sample.scriptMs).sort((a, b) => a - b);
  let dropped = 0;
  let longestIntervalMs = 0;
  for (let i = 1; i < samples.length; i += 1) {
    const interval = samples[i]!.timestamp - samples[i - 1]!.timestamp;
    longestIntervalMs = Math.max(longestIntervalMs, interval);
    if (interval > FRAME_MS * DROPPED_FRAME_FACTOR) dropped += Math.round(interval / FRAME_MS) - 1;
  }
  return {
    frames: samples.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1) ?? 0,
    dropped,
    longestIntervalMs,
  };
}

interface BattleMeasurement {
  battle: FrameReport;
  /** What the machine alone drops. */
  baseline: FrameReport;
}

function measuredWindow(samples: FrameSample[]): FrameSample[] {
  const first = samples[0]?.timestamp ?? 0;
  return samples.filter((sample) => sample.timestamp - first >= WARM_UP_MS && sample.timestamp - first < WARM_UP_MS + MEASURE_MS);
}

async function measureBattle(baseUrl: string, cookie: string): Promise<BattleMeasurement> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    // A string, not a function: tsx compiles functions with helpers (__name) that do not exist in the page.
    await page.addInitScript({
      content:
        "window.__kidsafeFrames = [];" +
        "window.__kidsafeFrameProbe = (scriptMs, timestamp) => window.__kidsafeFrames.push({ scriptMs, timestamp });",
    });
    await page.goto(`${baseUrl}/game-hub`);
    await page.getByRole("button", { name: /Spaceship Battle/ }).click();
    const canvas = (await page.getByLabel("Spaceship battle field").boundingBox())!;

    const driveInput = async () => {
      const started = Date.now();
      for (let step = 0; Date.now() - started < WARM_UP_MS + MEASURE_MS; step += 1) {
        const x = canvas.x + canvas.width * (0.5 + 0.4 * Math.sin(step / 8));
        await page.mouse.move(x, canvas.y + canvas.height * 0.85);
        if (step % 3 === 0) {
          await page.mouse.down();
          await page.mouse.up();
        }
        await page.waitForTimeout(100);
      }
    };

    await page.evaluate(
      "window.__kidsafeBaseline = [];" +
        "window.__kidsafeBaselineOn = true;" +
        "requestAnimationFrame(function tick(timestamp) {" +
        "  window.__kidsafeBaseline.push({ scriptMs: 0, timestamp });" +
        "  if (window.__kidsafeBaselineOn) requestAnimationFrame(tick);" +
        "});",
    );
    await driveInput();
    const baseline = await page.evaluate<FrameSample[]>("window.__kidsafeBaselineOn = false; window.__kidsafeBaseline");

    await page.getByRole("button", { name: "Start Battle!" }).click();
    await driveInput();
    const battle = await page.evaluate<FrameSample[]>("window.__kidsafeFrames");
    return { battle: summarise(measuredWindow(battle)), baseline: summarise(measuredWindow(baseline)) };
  } finally {
    await browser.close();
  }
}

const PLAY_MARKERS = ["kidsafe_games_seed", "__kidsafeFrameProbe", "Spaceship battle field", "Drawing canvas"];

interface BundleReport {
  firstScreenFiles: string[];
  firstScreenGzip: number;
  leakedMarkers: string[];
  gameHubGzip: number;
  drawingHubGzip: number;
}

async function measureBundles(): Promise<BundleReport> {
  const bundle = await readStudentBundle();
  const { manifest } = bundle;
  const keyOf = (pattern: RegExp) => {
    const key = Object.keys(manifest).find((candidate) => pattern.test(manifest[candidate]!.src ?? candidate));
    if (!key) throw new Error(`no chunk for ${pattern} in the manifest: build student-web first`);
    return key;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("no entry chunk in the manifest");

  const firstScreen = bundle.closure([entry, keyOf(/routes\/home-page\.tsx$/), keyOf(/routes\/auth-page\.tsx$/)]);
  const firstScreenFiles = bundle.jsFiles(firstScreen);
  let firstScreenText = "";
  for (const file of firstScreenFiles) firstScreenText += await readFile(join(STUDENT_WEB_DIST, file), "utf8");

  const onDemand = (pattern: RegExp) => bundle.jsFiles([...bundle.closure([keyOf(pattern)])].filter((key) => !firstScreen.has(key)));
  return {
    firstScreenFiles,
    firstScreenGzip: await bundle.gzipBytes(firstScreenFiles),
    leakedMarkers: PLAY_MARKERS.filter((marker) => firstScreenText.includes(marker)),
    gameHubGzip: await bundle.gzipBytes(onDemand(/routes\/game-hub-page\.tsx$/)),
    drawingHubGzip: await bundle.gzipBytes(onDemand(/routes\/drawing-hub-page\.tsx$/)),
  };
}

export async function play(): Promise<string> {
  const bundles = await measureBundles();
  const api = await startServer("./servers/api.ts");
  const web = await serveBuild(api.port);
  let measured: BattleMeasurement;
  try {
    measured = await measureBattle(web.url, api.cookie ?? "");
  } finally {
    await web.close();
    await api.stop();
  }
  const { battle: frames, baseline } = measured;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const fps = frames.frames / (MEASURE_MS / 1000);
  return `| Spaceship Battle, ${MEASURE_MS / 1000} s in headless Chromium | value |
|---|---|
| frames | ${frames.frames} (${fps.toFixed(1)} per second) |
| script time per frame p50 / p95 / max | ${frames.p50Ms.toFixed(2)} / ${frames.p95Ms.toFixed(2)} / ${frames.maxMs.toFixed(2)} ms |
| dropped frames (intervals over ${DROPPED_FRAME_FACTOR} x 16.7 ms) | ${frames.dropped} (longest interval ${frames.longestIntervalMs.toFixed(1)} ms) |
| baseline: empty animation-frame loop, same screen and input | ${baseline.frames} frames, ${baseline.dropped} dropped (longest interval ${baseline.longestIntervalMs.toFixed(1)} ms) |

Per-frame script time p95 ${frames.p95Ms.toFixed(2)} ms (goal: under 4 ms): ${verdict(frames.p95Ms < 4)}.
Dropped frames over ${MEASURE_MS / 1000} s: ${frames.dropped} (goal: none): ${verdict(frames.dropped === 0)}; the empty loop dropped ${baseline.dropped}.
First screen (entry + home + auth and their static imports): ${bundles.firstScreenFiles.length} JS files, ${kb(bundles.firstScreenGzip)} gzip; play code in it: ${bundles.leakedMarkers.length === 0 ? "none" : bundles.leakedMarkers.join(", ")} (goal: none): ${verdict(bundles.leakedMarkers.length === 0)}.
Loaded on demand: /game-hub ${kb(bundles.gameHubGzip)} gzip, /ai-paint ${kb(bundles.drawingHubGzip)} gzip (beyond the first screen's chunks).`;
}
