// Lint's check of production code's weight: how much of it is comment, that comments carry neither citations of the
// specification's sections (docs/spec-map.md maps those) nor dates, which rot, and that no repository factory outgrows
// its aggregate.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { addCounts, countLines, ratioOf, staleCommentsIn } from "./comment-ratio.ts";
import type { LineCounts } from "./comment-ratio.ts";
import { MAX_REPOSITORY_FACTORY_LINES, repositoryFactoriesIn } from "./repository-factories.ts";

const MAX_COMMENT_RATIO = 0.08;
const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Production source: TypeScript git tracks or would track, outside tests, test support and config files. */
function productionFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  return listed
    .trim()
    .split("\n")
    .filter((file) => !/(\.test\.|\.spec\.|\/test\/|\/testing\/|^e2e\/|\.config\.ts$|\.d\.ts$)/.test(file))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

let total: LineCounts = { source: 0, comment: 0 };
const problems: string[] = [];
for (const file of productionFiles()) {
  const text = readFileSync(path.join(repoRoot, file), "utf8");
  total = addCounts(total, countLines(text));
  for (const stale of staleCommentsIn(text)) problems.push(`${file}:${stale.line}: ${stale.reason}`);
  for (const factory of repositoryFactoriesIn(text))
    if (factory.lines > MAX_REPOSITORY_FACTORY_LINES)
      problems.push(
        `${file}:${factory.line}: ${factory.name} is ${factory.lines} lines; split it by aggregate (at most ${MAX_REPOSITORY_FACTORY_LINES})`,
      );
}

const ratio = ratioOf(total);
console.log(`comments: ${total.comment} of ${total.source} production source lines (${(ratio * 100).toFixed(1)}%)`);
if (ratio > MAX_COMMENT_RATIO)
  problems.push(`comments are ${(ratio * 100).toFixed(1)}% of production source lines; at most ${MAX_COMMENT_RATIO * 100}%`);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
