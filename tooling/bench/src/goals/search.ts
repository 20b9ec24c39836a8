// Two measurements: the catalogue statement alone on the API's pool, and the whole route over HTTP (search-route.ts).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { CATALOGUE_SITES, createCatalogueRepository, createDb, seedCatalogue } from "@kidsafe/db";
import type { CatalogueRepository, CatalogueSite } from "@kidsafe/db";
import { createTestDatabase, startTestServices } from "@kidsafe/testing";
import { SEARCH_QUERIES } from "../search-plan.ts";
import { seededRandom } from "../seeded-random.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";
import { searchRoute } from "./search-route.ts";

export const SEARCH_CATALOGUE_SIZE = 10_000;
const GOAL_P95_MS = 50;
const POOL_SIZE = 10;

const QUERIES = SEARCH_QUERIES;
const AGES: readonly (number | null)[] = [null, 5, 8, 10, 12, 15, 17];
const EXTRA_WORDS = ["facts", "for kids", "games", "worksheet", "video", "quiz", "easy", "homework"];
const PROVIDER_QUERY = { limit: 20, looseBelow: 10 } as const;

export async function search(settings: BenchSettings): Promise<string> {
  const parts = process.env.BENCH_SEARCH_PARTS?.split(",") ?? ["catalogue", "route"];
  const reports: string[] = [];
  if (parts.includes("catalogue")) reports.push(await catalogueQuery(settings));
  if (parts.includes("route")) reports.push(await searchRoute(settings));
  return reports.join("\n\n");
}

async function catalogueQuery({ seconds, connections }: BenchSettings): Promise<string> {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const db = createDb(database.url, { maxConnections: POOL_SIZE });
  try {
    await seedCatalogue(db);
    const catalogue = createCatalogueRepository(db);
    await catalogue.upsert(generatedSites(SEARCH_CATALOGUE_SIZE - CATALOGUE_SITES.length));
    await catalogue.analyze();
    const sites = await catalogue.count();
    await measure(catalogue, { seconds: 2, connections });
    const everySearch = await measure(catalogue, { seconds, connections });

    const row = (name: string, result: Measurement) =>
      `| ${name} | ${Math.round(result.perSecond)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.max.toFixed(1)} |`;
    return `${sites} catalogue sites (${CATALOGUE_SITES.length} real, the rest generated); ${connections} concurrent callers, pool of ${POOL_SIZE}; ${QUERIES.length} queries, half with a word no earlier search had, mixed with ages and study mode. Machine load average at the end: ${loadavg()[0]!.toFixed(1)}.

| catalogue statement (full-text search) | searches/s | p50 ms | p95 ms | p99 ms | max ms |
|---|---|---|---|---|---|
${row("every search asks PostgreSQL", everySearch)}

Catalogue statement p95 ${everySearch.p95.toFixed(1)} ms: ${verdict(everySearch.p95 < GOAL_P95_MS)} for the catalogue's part alone.`;
  } finally {
    await db.destroy();
    await database.drop();
    await services.stop();
  }
}

interface Measurement {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function measure(
  catalogue: CatalogueRepository,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  const pick = seededRandom(11);
  const any = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)]!;
  let unique = 0;
  const nextQuery = () => (pick() < 0.5 ? any(QUERIES) : `${any(QUERIES)} ${any(EXTRA_WORDS)}${unique++}`);
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await catalogue.search({ text: nextQuery(), age: any(AGES), educationalOnly: pick() < 0.3, ...PROVIDER_QUERY });
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
  };
}

/** Reserved `.example` hosts. */
export function generatedSites(count: number): CatalogueSite[] {
  const pick = seededRandom(5);
  const words = [...new Set(CATALOGUE_SITES.flatMap((site) => site.description.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  const phrase = (length: number) => Array.from({ length }, () => words[Math.floor(pick() * words.length)]).join(" ");
  return Array.from({ length: count }, (_, index) => {
    const real = CATALOGUE_SITES[index % CATALOGUE_SITES.length]!;
    const min = 1 + Math.floor(pick() * 14);
    return {
      url: `https://site-${index}.bench.example/`,
      title: `${phrase(2)} ${phrase(1)}`.replace(/\b\w/g, (letter) => letter.toUpperCase()),
      description: `${phrase(10)}. ${phrase(8)}.`,
      subjects: real.subjects,
      ages: [min, Math.min(18, min + 2 + Math.floor(pick() * 8))],
      educational: pick() < 0.9,
    };
  });
}
