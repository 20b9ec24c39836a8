import { UPFRONT_FEE_CENTS, childFacingDescription } from "@kidsafe/contracts";
import type { Advertiser, AdvertiserDashboard, AdvertiserReports } from "@kidsafe/contracts";
import type { AdvertiserRecord, AdvertisersRepository, ReportsRepository } from "@kidsafe/db";
import type { Clock } from "../../clock.ts";
import { impressions } from "../billing/figures.ts";
import type { BillingFigures } from "../billing/figures.ts";
import { accountStateOf } from "./account-state.ts";

export interface DashboardDependencies {
  advertisers: AdvertisersRepository;
  reports: ReportsRepository;
  figures: BillingFigures;
  clock: Clock;
}

export function toAdvertiser(record: AdvertiserRecord, now: Date): Advertiser {
  return {
    id: record.id,
    appName: record.appName,
    appUrl: record.appUrl,
    appDescription: record.appDescription,
    aiGeneratedDescription: record.aiGeneratedDescription,
    childDescription: record.childDescription ?? childFacingDescription(record.appDescription),
    isActive: accountStateOf(record, now).state === "active",
    upfrontPaid: record.upfrontPaidAt !== null,
  };
}

export function createDashboard({ advertisers, reports, figures, clock }: DashboardDependencies) {
  return {
    async profile(advertiserId: number): Promise<Advertiser | undefined> {
      const row = await advertisers.findById(advertiserId);
      return row ? toAdvertiser(row, clock()) : undefined;
    },

    advertiserOf: (row: AdvertiserRecord): Advertiser => toAdvertiser(row, clock()),

    async dashboard(advertiserId: number): Promise<AdvertiserDashboard> {
      const { advertiser, currentCycle, closed, lifetime } = await figures.figures(advertiserId);
      const now = clock();
      return {
        ...toAdvertiser(advertiser, now),
        totalImpressions: impressions(lifetime.views, lifetime.recommendations),
        thisWeekImpressions: currentCycle.impressionCount,
        totalCharges: (advertiser.upfrontPaidAt ? UPFRONT_FEE_CENTS : 0) + closed.amountCents + currentCycle.amountDue,
        accountState: accountStateOf(advertiser, now),
      };
    },

    async reports(advertiserId: number): Promise<AdvertiserReports> {
      const records = await reports.listByAdvertiser(advertiserId);
      return {
        reports: records.map((record) => ({
          id: record.id,
          createdAt: record.createdAt.toISOString(),
          reportType: record.reportType,
          reportDetails: record.reportDetails,
          status: record.status,
          adminNotes: record.adminNotes,
        })),
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
