import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const STUDENT_WEB_DIST = fileURLToPath(new URL("../../../apps/student-web/dist/", import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** The student app's build as its Vite manifest describes it (the build writes one for the bench). */
export interface StudentBundle {
  manifest: Record<string, ManifestChunk>;
  /** The chunks and every chunk they import, at any depth: what loads before they run. */
  closure(roots: Iterable<string>): Set<string>;
  jsFiles(keys: Iterable<string>): string[];
  gzipBytes(files: readonly string[]): Promise<number>;
}

export async function readStudentBundle(): Promise<StudentBundle> {
  const manifest = JSON.parse(await readFile(join(STUDENT_WEB_DIST, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  return {
    manifest,
    closure(roots) {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        for (const imported of manifest[key]?.imports ?? []) visit(imported);
      };
      for (const root of roots) visit(root);
      return seen;
    },
    jsFiles: (keys) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js")),
    async gzipBytes(files) {
      let bytes = 0;
      for (const file of files) bytes += gzipSync(await readFile(join(STUDENT_WEB_DIST, file)), { level: 9 }).length;
      return bytes;
    },
  };
}

export async function measureAuthBundle(): Promise<{ gzipBytes: number; files: string[] }> {
  const bundle = await readStudentBundle();
  const roots = Object.entries(bundle.manifest).filter(
    ([key, chunk]) => chunk.isEntry || (chunk.isDynamicEntry && /auth/i.test(chunk.src ?? key)),
  );
  if (!roots.some(([, chunk]) => chunk.isDynamicEntry)) throw new Error("no lazily loaded auth page found in the manifest");
  const files = bundle.jsFiles(bundle.closure(roots.map(([key]) => key)));
  return { gzipBytes: await bundle.gzipBytes(files), files };
}
