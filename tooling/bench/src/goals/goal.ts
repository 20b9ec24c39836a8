import type { LoadResult } from "../load.ts";

export interface BenchSettings {
  seconds: number;
  connections: number;
  /** This machine's throughput swings from one run to the next, so goals judged on a median take several rounds. */
  rounds: number;
}

export type BenchGoal = (settings: BenchSettings) => Promise<string>;

export function loadRow(name: string, result: LoadResult): string {
  return `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} |`;
}

export function verdict(met: boolean): string {
  return met ? "met" : "MISSED";
}
