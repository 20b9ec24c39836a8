import { DEFAULT_E2E_PORT } from "@kidsafe/testing";
import { e2ePortProblem, redisProblem } from "./checks.ts";

const e2ePort = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);
const problems = (await Promise.all([redisProblem(process.env), e2ePortProblem(e2ePort, process.env)])).filter(
  (problem): problem is string => problem !== undefined,
);
for (const problem of problems) process.stderr.write(`[bootstrap] ${problem}\n`);
process.exitCode = problems.length > 0 ? 1 : 0;
