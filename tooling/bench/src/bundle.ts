import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const distDir = fileURLToPath(new URL("../../../apps/student-web/dist/", import.meta.url));

export async function measureAuthBundle(): Promise<{ gzipBytes: number; files: string[] }> {
  const manifest = JSON.parse(await readFile(join(distDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const roots = Object.entries(manifest).filter(([key, chunk]) => chunk.isEntry || (chunk.isDynamicEntry && /auth/i.test(chunk.src ?? key)));
  if (!roots.some(([, chunk]) => chunk.isDynamicEntry)) throw new Error("no lazily loaded auth page found in the manifest");

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(([key]) => visit(key));

  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  return { gzipBytes, files };
}
