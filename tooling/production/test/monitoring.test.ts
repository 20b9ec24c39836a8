// The alert rules and the Grafana dashboard read only metrics our servers export, so an alert cannot
// sit silent on a renamed or missing series.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "../src/deployed-server.ts";

const MONITORING = path.join(REPO_ROOT, "infra", "monitoring");
/** PromQL's own words: functions, aggregations and keywords, never metric names. */
const PROMQL_WORDS = new Set(["sum", "max", "min", "avg", "count", "rate", "increase", "histogram_quantile", "by", "and", "or", "le"]);
/** prom-client's default metrics (collectDefaultMetrics), exported by every server. */
const DEFAULT_METRIC = /^(nodejs|process)_/;

/** The metric names an expression reads: identifiers before `{`, `[` or `)`, histogram suffixes removed. */
function metricsOf(expr: string): string[] {
  const withoutLabels = expr
    .replace(/\b(by|without)\s*\([^)]*\)/g, "")
    .replace(/\{[^}]*\}/g, "{}")
    .replace(/"[^"]*"/g, '""');
  const names = [...withoutLabels.matchAll(/\b([a-z_][a-z0-9_]*)\s*(?=[{[)])/g)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name)).map((name) => name.replace(/_(bucket|count|sum)$/, "")))];
}

/** Every quoted string in our servers' source: the metric names they register are among them. */
async function sourceStrings(): Promise<Set<string>> {
  const strings = new Set<string>();
  for (const top of ["apps", "packages"]) {
    for (const entry of await readdir(path.join(REPO_ROOT, top), { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !file.endsWith(".ts") || file.includes("node_modules") || file.includes(`${path.sep}test${path.sep}`)) continue;
      for (const match of (await readFile(file, "utf8")).matchAll(/"([a-z_][a-z0-9_]*)"/g)) strings.add(match[1]!);
    }
  }
  return strings;
}

async function expressions(): Promise<{ where: string; expr: string }[]> {
  const rules = parse(await readFile(path.join(MONITORING, "alerts.yaml"), "utf8")) as {
    groups: { rules: { alert: string; expr: string }[] }[];
  };
  const dashboard = JSON.parse(await readFile(path.join(MONITORING, "grafana-dashboard.json"), "utf8")) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  return [
    ...rules.groups.flatMap((group) => group.rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr }))),
    ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => ({ where: `panel '${panel.title}'`, expr: target.expr }))),
  ];
}

describe("infra/monitoring", () => {
  it("reads in every alert and panel only metrics a server exports", async () => {
    const exported = await sourceStrings();
    const read = await expressions();
    expect(read.length).toBeGreaterThan(10);
    for (const { where, expr } of read) {
      const names = metricsOf(expr);
      expect(names.length, `${where} reads no metric`).toBeGreaterThan(0);
      for (const name of names) expect(DEFAULT_METRIC.test(name) || exported.has(name), `${where} reads ${name}`).toBe(true);
    }
  });
});
