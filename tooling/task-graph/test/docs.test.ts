// The docs name only files, folders and packages that exist, and stay short enough to be read.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { environmentVariablesRead, missingReferences, referencesIn, workspacePackages } from "./doc-references.ts";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const docsFolder = path.join(repoRoot, "docs");
const docs = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(docsFolder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const MAX_LINES: Record<string, number> = { "README.md": 100, "docs/architecture.md": 250, "docs/decisions.md": 500 };

const lineCount = (file: string) => readFileSync(path.join(repoRoot, file), "utf8").trimEnd().split("\n").length;

describe("the docs", () => {
  const packages = workspacePackages(repoRoot);

  it.each(docs)("%s names only paths and packages that exist", (doc) => {
    expect(missingReferences(repoRoot, path.join(repoRoot, doc), packages)).toEqual([]);
  });

  it.each(Object.entries(MAX_LINES))("%s has at most %i lines", (file, limit) => {
    expect(lineCount(file)).toBeLessThanOrEqual(limit);
  });

  it("README lists every folder of apps, packages and tooling, and every file in docs", () => {
    const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
    const folders = ["apps", "packages", "tooling"].flatMap((group) =>
      readdirSync(path.join(repoRoot, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${group}/${entry.name}`),
    );
    const docFiles = readdirSync(docsFolder)
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`);
    expect([...folders, ...docFiles].filter((name) => !readme.includes(name))).toEqual([]);
  });

  it("docs/configuration.md names every environment variable the code reads", () => {
    const configuration = readFileSync(path.join(docsFolder, "configuration.md"), "utf8");
    const variables = environmentVariablesRead(repoRoot);
    expect(variables).toContain("DATABASE_URL");
    expect(variables.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });
});

describe("the reference check", () => {
  it("finds paths, links and package names, and leaves commands and code blocks alone", () => {
    const markdown = [
      "See `apps/api/src/app.ts`, [the guide](docs/guide.md), `@kidsafe/mail/testing` and `pnpm --filter @kidsafe/api test`.",
      "`cd tooling/bench && pnpm bench` is a command; `src/app.ts` is relative to a package.",
      "```",
      "apps/never/checked.ts",
      "```",
    ].join("\n");
    expect(referencesIn(markdown)).toEqual([
      { text: "apps/api/src/app.ts", kind: "path" },
      { text: "docs/guide.md", kind: "path" },
      { text: "@kidsafe/mail/testing", kind: "package" },
      { text: "@kidsafe/api", kind: "package" },
    ]);
  });

  it("finds the environment variables source files read, outside node_modules", () => {
    const root = mkdtempSync(path.join(tmpdir(), "kidsafe-env-"));
    // Written in pieces, so this file does not read as code that reads these variables.
    const env = "env";
    try {
      mkdirSync(path.join(root, "apps/api/src"), { recursive: true });
      mkdirSync(path.join(root, "tooling/bench/node_modules/x"), { recursive: true });
      writeFileSync(
        path.join(root, "apps/api/src/env.ts"),
        `process.${env}.FIRST_ONE; ${env}.SECOND_ONE; process.${env}["THIRD_ONE"]; numberFrom${"("}"FOURTH_ONE", 1);`,
      );
      writeFileSync(path.join(root, "tooling/bench/node_modules/x/index.js"), `process.${env}.NOT_OURS;`);
      expect(environmentVariablesRead(root)).toEqual(["FIRST_ONE", "FOURTH_ONE", "SECOND_ONE", "THIRD_ONE"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("fails on a path, a placeholder's folder, a brace choice or a package that does not exist", () => {
    const root = mkdtempSync(path.join(tmpdir(), "kidsafe-docs-"));
    try {
      mkdirSync(path.join(root, "apps/api/src/modules/chat"), { recursive: true });
      mkdirSync(path.join(root, "packages/ui"), { recursive: true });
      mkdirSync(path.join(root, "tooling"), { recursive: true });
      writeFileSync(path.join(root, "apps/api/package.json"), JSON.stringify({ name: "@kidsafe/api" }));
      writeFileSync(path.join(root, "packages/ui/package.json"), JSON.stringify({ name: "@kidsafe/ui", exports: { ".": "", "./testing": "" } }));
      const doc = path.join(root, "README.md");
      writeFileSync(
        doc,
        [
          "`apps/api/src/modules/chat` `apps/api/src/modules/<feature>/index.ts` `apps/*/package.json` `@kidsafe/ui/testing`",
          "`apps/api/src/gone.ts` `apps/web/src/<page>.tsx` `apps/{api,admin}/package.json` `@kidsafe/nothing` `@kidsafe/ui/missing`",
        ].join("\n"),
      );
      expect(missingReferences(root, doc, workspacePackages(root))).toEqual([
        "apps/api/src/gone.ts",
        "apps/web/src/<page>.tsx",
        "apps/{api,admin}/package.json",
        "@kidsafe/nothing",
        "@kidsafe/ui/missing",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
