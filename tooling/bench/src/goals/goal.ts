import type { LoadResult } from "../load.ts";

export interface BenchSettings {
  seconds: number;
  connections: number;
  /**
   * How many times the goals judged on a median measure (BENCH_ROUNDS): this virtual machine's throughput swings
   * by a quarter or more from one run to the next, so one run can land anywhere in that range.
   */
  rounds: number;
}

/** One part of the product's performance goals: runs its measurements and returns a Markdown report of them. */
export type BenchGoal = (settings: BenchSettings) => Promise<string>;

export function loadRow(name: string, result: LoadResult): string {
  return `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} |`;
}

export function verdict(met: boolean): string {
  return met ? "met" : "MISSED";
}
