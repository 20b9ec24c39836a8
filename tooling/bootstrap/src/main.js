// Judges the Node.js version before loading the rest, which may use syntax an old Node cannot parse.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeVersionProblem } from "./node-version.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const manifest = /** @type {{ engines?: { node?: string }, packageManager?: string }} */ (
  JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8"))
);
const problem = nodeVersionProblem(process.version, manifest.engines && manifest.engines.node);
if (problem) {
  process.stderr.write(problem + "\n");
  process.exit(1);
}

const { runTask } = await import("./run.js");
process.exitCode = await runTask(process.argv[2], { repoRoot, manifest });
