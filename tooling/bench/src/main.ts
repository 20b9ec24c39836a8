// `pnpm bench`: every issue's performance goals, measured in one run on this machine.
// `BENCH_ONLY=chat pnpm bench` runs one goal. Figures go into docs/performance.md by hand, with the machine.
import { cpus } from "node:os";
import { advertiserDashboard } from "./goals/advertiser-dashboard.ts";
import { alerts } from "./goals/alerts.ts";
import { billing } from "./goals/billing.ts";
import { chat } from "./goals/chat.ts";
import { chatScreen } from "./goals/chat-screen.ts";
import { foundation } from "./goals/foundation.ts";
import { lighthouseGoal } from "./goals/lighthouse.ts";
import { moderation } from "./goals/moderation.ts";
import type { BenchGoal } from "./goals/goal.ts";
import { parental } from "./goals/parental.ts";
import { photos } from "./goals/photos.ts";
import { play } from "./goals/play.ts";
import { search } from "./goals/search.ts";
import { siteWatch } from "./goals/site-watch.ts";
import { soak } from "./goals/soak.ts";
import { tracking } from "./goals/tracking.ts";
import { voice } from "./goals/voice.ts";
import { weeklySummary } from "./goals/weekly-summary.ts";

const GOALS: Record<string, BenchGoal> = {
  foundation,
  chat,
  "chat-screen": chatScreen,
  play,
  search,
  tracking,
  parental,
  "advertiser-dashboard": advertiserDashboard,
  billing,
  moderation,
  voice,
  photos,
  soak,
  "site-watch": siteWatch,
  "weekly-summary": weeklySummary,
  alerts,
  lighthouse: lighthouseGoal,
};

const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};
/** The runtime production runs on (docs/performance.md: the figures there are measured on it). */
const PRODUCTION_NODE_MAJOR = 24;
const only = process.env.BENCH_ONLY?.split(",");
const unknown = only?.filter((name) => !(name in GOALS)) ?? [];
if (unknown.length > 0) throw new Error(`Unknown BENCH_ONLY goal(s): ${unknown.join(", ")}. Known: ${Object.keys(GOALS).join(", ")}`);

console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), Node ${process.version}; ` +
    `${settings.connections} connections, ${settings.seconds} s per HTTP run, ${settings.rounds} rounds where a goal takes a median.`,
);
if (Number(process.versions.node.split(".")[0]) < PRODUCTION_NODE_MAJOR) {
  console.log(
    `Note: production runs Node ${PRODUCTION_NODE_MAJOR}; this is Node ${process.version}, whose HTTP client and JIT are slower. ` +
      "docs/performance.md says how to run the bench on Node 24.",
  );
}
for (const [name, goal] of Object.entries(GOALS)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n## ${name}\n\n${await goal(settings)}`);
}
