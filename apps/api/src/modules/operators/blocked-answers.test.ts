import { REPLY_MODERATION_CATEGORIES } from "@kidsafe/ai";
import { HttpError } from "@kidsafe/server-kit";
import { describe, expect, it } from "vitest";
import { blockedAnswersRange, blockedAnswersTable } from "./blocked-answers.ts";

const NOW = new Date("2026-11-26T23:30:00Z");

function refusalOf(run: () => unknown): { statusCode: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the range of days a request covers", () => {
  it("is the last 14 UTC days by default, today included", () => {
    expect(blockedAnswersRange({}, NOW)).toEqual({ from: "2026-11-13", to: "2026-11-26" });
  });

  it("counts 13 days back from a given end, and runs to today from a given start", () => {
    expect(blockedAnswersRange({ to: "2026-03-02" }, NOW)).toEqual({ from: "2026-02-17", to: "2026-03-02" });
    expect(blockedAnswersRange({ from: "2026-11-01" }, NOW)).toEqual({ from: "2026-11-01", to: "2026-11-26" });
    expect(blockedAnswersRange({ from: "2026-11-26", to: "2026-11-26" }, NOW)).toEqual({ from: "2026-11-26", to: "2026-11-26" });
  });

  it("refuses a start after the end, and more than 92 days, saying what to change", () => {
    expect(refusalOf(() => blockedAnswersRange({ from: "2026-11-20", to: "2026-11-19" }, NOW))).toEqual({
      statusCode: 400,
      message: "from (2026-11-20) is after to (2026-11-19): give the earlier day as from.",
    });
    expect(blockedAnswersRange({ from: "2026-08-27", to: "2026-11-26" }, NOW).from).toBe("2026-08-27");
    expect(refusalOf(() => blockedAnswersRange({ from: "2026-08-26", to: "2026-11-26" }, NOW))).toEqual({
      statusCode: 400,
      message: "The range from 2026-08-26 to 2026-11-26 covers 93 days; ask for at most 92 at a time.",
    });
  });
});

describe("the table of blocked answers", () => {
  const rows = [
    { day: "2026-11-26", surface: "chat", category: "gambling", blocked: 2 },
    { day: "2026-11-26", surface: "voice", category: "gambling", blocked: 1 },
    { day: "2026-11-24", surface: "overview", category: "unverified", blocked: 4 },
    { day: "2026-11-24", surface: "chat", category: "retired_category", blocked: 1 },
  ];

  it("has a row for every day, newest first, zero days included, and a column for every category", () => {
    const table = blockedAnswersTable(rows, { from: "2026-11-23", to: "2026-11-26" }, undefined);
    expect(table.days.map((day) => [day.day, day.total])).toEqual([
      ["2026-11-26", 3],
      ["2026-11-25", 0],
      ["2026-11-24", 5],
      ["2026-11-23", 0],
    ]);
    expect(table.categories.map((column) => column.category)).toEqual([
      ...REPLY_MODERATION_CATEGORIES,
      "unverified",
      "provider_filter",
      "retired_category",
    ]);
    expect(table.days[1]?.counts).toEqual(Object.fromEntries(table.categories.map((column) => [column.category, 0])));
    expect(table.days[0]?.counts.gambling).toBe(3);
    expect(table.total).toBe(8);
  });

  it("labels columns with the rubric's words and totals each one", () => {
    const table = blockedAnswersTable(rows, { from: "2026-11-23", to: "2026-11-26" }, undefined);
    const column = (category: string) => table.categories.find((entry) => entry.category === category);
    expect(column("gambling")).toEqual({ category: "gambling", label: "gambling", total: 3 });
    expect(column("self_harm")).toEqual({ category: "self_harm", label: "self-harm or suicide", total: 0 });
    expect(column("unverified")).toEqual({ category: "unverified", label: "no verdict (held for review)", total: 4 });
    expect(column("retired_category")).toEqual({ category: "retired_category", label: "retired_category", total: 1 });
  });

  it("keeps one surface's answers when asked, with every surface's total beside them", () => {
    const table = blockedAnswersTable(rows, { from: "2026-11-23", to: "2026-11-26" }, "chat");
    expect(table.surface).toBe("chat");
    expect(table.total).toBe(3);
    expect(table.days[0]?.counts.gambling).toBe(2);
    expect(table.categories.map((column) => column.category)).toContain("retired_category");
    expect(table.surfaces).toEqual([
      { surface: "chat", total: 3 },
      { surface: "followup", total: 0 },
      { surface: "overview", total: 4 },
      { surface: "voice", total: 1 },
    ]);
  });
});
