// No figure was set: the size is reported so a later change that bloats it is seen.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { BenchGoal } from "./goal.ts";
import { verdict } from "./goal.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const distDir = fileURLToPath(new URL("../../../../apps/student-web/dist/", import.meta.url));
const HOME_PAGE = "src/routes/home-page.tsx";
const LAZY_HUBS = ["src/features/games/game-hub.tsx", "src/features/drawing/drawing-hub.tsx"];

export const chatScreen: BenchGoal = async () => {
  const manifest = JSON.parse(await readFile(join(distDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  if (manifest[HOME_PAGE] === undefined) throw new Error(`${HOME_PAGE} is not a chunk of the build`);

  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(HOME_PAGE);

  let gzipBytes = 0;
  const files = [...loaded].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
  for (const file of files) gzipBytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  const hubsInFirstLoad = LAZY_HUBS.filter((hub) => loaded.has(hub));
  const hubBytes = await Promise.all(
    LAZY_HUBS.map(async (hub) => {
      const file = manifest[hub]?.file;
      return file ? gzipSync(await readFile(join(distDir, file)), { level: 9 }).length : 0;
    }),
  );

  return `student-web JS for / (the chat screen): ${(gzipBytes / 1024).toFixed(1)} kB gzip in ${files.length} files.
Game Hub and Drawing Hub outside that first load (lazy chunks of ${hubBytes.map((bytes) => `${(bytes / 1024).toFixed(1)} kB`).join(" and ")} gzip): ${verdict(hubsInFirstLoad.length === 0)}.`;
};
