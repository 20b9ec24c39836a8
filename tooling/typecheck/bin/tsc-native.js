#!/usr/bin/env node
// `tsc` of TypeScript 7, the compiler rewritten as native code, for far less CPU per check than TypeScript 6 (figures in
// docs/decisions.md). The packages keep TypeScript 6 beside it for typescript-eslint, which needs 6's JavaScript API.
// One thread per check: turbo already runs several packages' checks at once.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const typescriptDir = path.dirname(createRequire(import.meta.url).resolve("typescript/package.json"));
process.argv.splice(2, 0, "--singleThreaded");
await import(pathToFileURL(path.join(typescriptDir, "lib", "tsc.js")).href);
