// What the docs name: repository paths in code spans and links, and workspace package names. Placeholders
// (`<feature>`, `{a,b}`, `*`) are read as such: a brace list must name existing paths, a star must match something,
// and the part of a path before a `<placeholder>` must exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Top-level folders whose paths the docs may name. */
const PATH_ROOTS = ["apps", "packages", "tooling", "docs", "e2e", "infra"];
const PACKAGE_NAME = /@kidsafe\/[a-z0-9-]+(?:\/[a-z0-9./-]+)?/g;

export interface DocReference {
  /** What the doc says, as written. */
  text: string;
  kind: "path" | "package";
}

/** The text without fenced code blocks: their contents are commands and drawings, not references. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, "");
}

function codeSpans(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
}

function linkTargets(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

function looksLikePath(text: string): boolean {
  if (/\s/.test(text)) return false;
  const [first] = text.split("/");
  return (PATH_ROOTS.includes(first ?? "") && text.includes("/")) || /^[\w.-]+\.md$/.test(text);
}

/** Every path and package a markdown text names. */
export function referencesIn(markdown: string): DocReference[] {
  const paths = [...codeSpans(markdown), ...linkTargets(markdown).filter((target) => !/^[a-z]+:|^#/.test(target))]
    .map((text) => text.replace(/[#:].*$/, "").replace(/[.,;]+$/, ""))
    .filter(looksLikePath);
  const packages = [...markdown.matchAll(PACKAGE_NAME)].map((match) => match[0].replace(/[./]+$/, ""));
  const unique = <T>(items: T[]) => [...new Set(items)];
  return [
    ...unique(paths).map((text) => ({ text, kind: "path" as const })),
    ...unique(packages).map((text) => ({ text, kind: "package" as const })),
  ];
}

/** `apps/{api,voice-gateway}/test` -> `apps/api/test`, `apps/voice-gateway/test`. */
function expandBraces(text: string): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return (match[1] ?? "").split(",").flatMap((choice) => expandBraces(before + choice + after));
}

/** Whether a path with `*` segments matches at least one file or folder under root. */
function globExists(root: string, pattern: string): boolean {
  const [head = "", ...rest] = pattern.split("/").filter(Boolean);
  if (!head.includes("*")) return existsSync(path.join(root, head)) && (rest.length === 0 || globExists(path.join(root, head), rest.join("/")));
  const matcher = new RegExp(`^${head.replace(/[.+?^$()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
  if (!existsSync(root)) return false;
  return readdirSync(root).some((entry) => matcher.test(entry) && (rest.length === 0 || globExists(path.join(root, entry), rest.join("/"))));
}

function pathExists(repoRoot: string, docFolder: string, text: string): boolean {
  return expandBraces(text).every((candidate) => {
    const placeholder = candidate.search(/<|\.\.\.|…/);
    const known = placeholder === -1 ? candidate : candidate.slice(0, candidate.lastIndexOf("/", placeholder) + 1);
    const bases = known.includes("/") && PATH_ROOTS.includes(known.split("/")[0] ?? "") ? [repoRoot] : [docFolder, repoRoot];
    return bases.some((base) => globExists(base, known));
  });
}

/** Workspace package names, each with the subpaths its `exports` offers. */
export function workspacePackages(repoRoot: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  for (const group of ["apps", "packages", "tooling", "."]) {
    const folders = group === "." ? ["e2e"] : readdirSync(path.join(repoRoot, group)).map((name) => path.join(group, name));
    for (const folder of folders) {
      const manifest = path.join(repoRoot, folder, "package.json");
      if (!existsSync(manifest)) continue;
      const parsed = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; exports?: Record<string, unknown> };
      if (parsed.name) packages.set(parsed.name, Object.keys(parsed.exports ?? {}));
    }
  }
  return packages;
}

function packageExists(packages: Map<string, string[]>, text: string): boolean {
  const [scope = "", name = "", ...subpath] = text.split("/");
  const exports = packages.get(`${scope}/${name}`);
  if (!exports) return false;
  return subpath.length === 0 || exports.includes(`./${subpath.join("/")}`);
}

/** The references of one doc that name nothing in the repository. */
export function missingReferences(repoRoot: string, docPath: string, packages: Map<string, string[]>): string[] {
  const markdown = readFileSync(docPath, "utf8");
  return referencesIn(markdown)
    .filter((reference) =>
      reference.kind === "path" ? !pathExists(repoRoot, path.dirname(docPath), reference.text) : !packageExists(packages, reference.text),
    )
    .map((reference) => reference.text);
}

const SOURCE_FOLDERS = ["apps", "packages", "tooling", "e2e"];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".turbo", "coverage"]);
const ENV_READ =
  /\b(?:process\.env|env|source)(?:\.([A-Z][A-Z0-9_]{2,})\b|\[["']([A-Z][A-Z0-9_]{2,})["']\])|numberFrom\(["']([A-Z][A-Z0-9_]{2,})["']/g;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(?:ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The environment variables the code reads (`process.env.X`, a parsed `env.X`, the emulators' `numberFrom("X")`). */
export function environmentVariablesRead(repoRoot: string): string[] {
  const names = new Set<string>();
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))) {
    for (const match of readFileSync(file, "utf8").matchAll(ENV_READ)) names.add(match[1] ?? match[2] ?? match[3] ?? "");
  }
  return [...names].filter(Boolean).sort();
}
