import { AdminAdvertisersQuery, AdminAuditQuery, AdminReportsQuery, OPERATOR_LIST_OFFSET_MAX } from "@kidsafe/contracts";
import type { AuditEntry, OperatorAdvertiserRecord } from "@kidsafe/db";
import { describe, expect, it, vi } from "vitest";
import type { ModerationDependencies } from "./moderation.ts";
import { createModeration } from "./moderation.ts";
import type { OperationsDependencies } from "./operations.ts";
import { createOperations } from "./operations.ts";

// The operator lists page through stub repositories that hold `count` rows, newest (highest id) first.

function reportRows(count: number, options: { limit?: number; offset?: number }) {
  const all = Array.from({ length: count }, (_, index) => ({
    id: count - index,
    advertiserId: 1,
    appName: "Fractions",
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, count - index)),
    reportType: "broken" as const,
    reportDetails: "It does not start",
    status: "pending" as const,
    adminNotes: null,
  }));
  const offset = options.offset ?? 0;
  return all.slice(offset, offset + (options.limit ?? 100));
}

function advertiserRows(count: number, limit: number): OperatorAdvertiserRecord[] {
  return Array.from({ length: Math.min(count, limit) }, (_, index) => ({
    id: count - index,
    appName: `App ${String(count - index)}`,
    appUrl: "https://example.org",
    status: "active" as const,
    upfrontPaid: true,
    overdueSince: null,
    pausedAt: null,
    pauseReason: null,
    blacklistedAt: null,
    impressionsThisWeek: 0,
    lastSafety: null,
  }));
}

function moderationOver(count: number) {
  const listForAdmin = vi.fn((options: { limit?: number; offset?: number }) => Promise.resolve(reportRows(count, options)));
  const list = vi.fn((filter: { limit: number }) => Promise.resolve(advertiserRows(count, filter.limit)));
  const moderation = createModeration({
    reports: { listForAdmin },
    operatorAdvertisers: { list },
  } as unknown as ModerationDependencies);
  return { moderation, listForAdmin, list };
}

function auditOver(count: number) {
  const rows: AuditEntry[] = Array.from({ length: count }, (_, index) => ({
    id: String(count - index),
    at: new Date(Date.UTC(2026, 10, 1, 0, count - index)),
    operatorUsername: "admin",
    action: "advertiser.pause",
    targetType: "advertiser",
    targetId: "7",
    before: null,
    after: { pauseReason: "Checking" },
  }));
  const list = vi.fn((filter: { beforeId?: string; limit: number }) =>
    Promise.resolve(rows.filter((row) => filter.beforeId === undefined || Number(row.id) < Number(filter.beforeId)).slice(0, filter.limit)),
  );
  const operations = createOperations({ auditLog: { list } } as unknown as OperationsDependencies);
  return { operations, list };
}

describe("the reports list, a page at a time", () => {
  it("answers 50 reports and where the next page starts, then the rest with no next page", async () => {
    const { moderation } = moderationOver(70);
    const first = await moderation.reports(AdminReportsQuery.parse({}));
    expect(first.reports).toHaveLength(50);
    expect(first.reports[0]?.id).toBe(70);
    expect(first.nextOffset).toBe(50);
    const second = await moderation.reports(AdminReportsQuery.parse({ offset: "50" }));
    expect(second.reports.map((report) => report.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(second.nextOffset).toBeNull();
  });

  it("has no next page when the rows fill the page exactly", async () => {
    const { moderation } = moderationOver(10);
    expect((await moderation.reports(AdminReportsQuery.parse({ limit: "10" }))).nextOffset).toBeNull();
  });

  it("refuses a page larger than 200 or an offset beyond the bound, saying what to send", () => {
    expect(AdminReportsQuery.safeParse({ limit: "500" }).error?.issues[0]?.message).toBe("limit must be a whole number from 1 to 200");
    expect(AdminReportsQuery.safeParse({ offset: String(OPERATOR_LIST_OFFSET_MAX + 1) }).error?.issues[0]?.message).toBe(
      `offset must be a whole number from 0 to ${String(OPERATOR_LIST_OFFSET_MAX)}`,
    );
  });
});

describe("the advertisers list, a page at a time", () => {
  it("leaves out the earlier pages and reads one row more than the page to know whether another follows", async () => {
    const { moderation, list } = moderationOver(12);
    const first = await moderation.advertisers(AdminAdvertisersQuery.parse({ limit: "5" }));
    expect(first.advertisers.map((advertiser) => advertiser.id)).toEqual([12, 11, 10, 9, 8]);
    expect(first.nextOffset).toBe(5);
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 6 }));
    const last = await moderation.advertisers(AdminAdvertisersQuery.parse({ limit: "5", offset: "10" }));
    expect(last.advertisers.map((advertiser) => advertiser.id)).toEqual([2, 1]);
    expect(last.nextOffset).toBeNull();
  });
});

describe("the audit log, a page at a time", () => {
  it("answers the newest entries and the id older entries come before, until the oldest", async () => {
    const { operations } = auditOver(60);
    const first = await operations.auditLog(AdminAuditQuery.parse({}));
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.id).toBe("60");
    expect(first.nextBefore).toBe("11");
    const second = await operations.auditLog(AdminAuditQuery.parse({ before: first.nextBefore ?? undefined }));
    expect(second.entries.map((entry) => entry.id)).toEqual(["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]);
    expect(second.nextBefore).toBeNull();
  });
});
