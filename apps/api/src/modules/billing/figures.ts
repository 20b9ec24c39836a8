import { PRICES } from "@kidsafe/billing";
import { BILLING_HISTORY_SHOWN, DAILY_FIGURES_DAYS, IMPRESSIONS_PER_RECOMMENDATION, utcDayOf } from "@kidsafe/contracts";
import type { AdvertiserBilling, AdvertiserDailyFigures, BillingCycle, BillingDashboard, CurrentCycle } from "@kidsafe/contracts";
import type {
  AdEventsRepository,
  AdvertisersRepository,
  AdvertiserUsageRepository,
  BillingCycleRecord,
  BillingCyclesRepository,
  DailyCounts,
} from "@kidsafe/db";
import { notFound } from "@kidsafe/server-kit";
import { LRUCache } from "lru-cache";
import { cacheClock } from "../../clock.ts";
import type { Clock } from "../../clock.ts";
import { ADVERTISER_SERVER_TEXTS } from "../advertiser/texts.ts";

export interface BillingFiguresDependencies {
  advertisers: AdvertisersRepository;
  runningCycles: AdvertiserUsageRepository;
  cycles: BillingCyclesRepository;
  adEvents: Pick<AdEventsRepository, "dailyCounts">;
  clock: Clock;
}

/** The portal polls three calls together: one read of the figures answers all three, and a counted view still shows within a poll. */
export const DASHBOARD_FIGURES_MAX_AGE_MS = 2_000;
const FIGURES_KEPT = 20_000;
/** Earlier days change only when an event of the day before is flushed just after midnight. */
const CLOSED_DAYS_MAX_AGE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const impressions = (views: number, recommendations: number) => views + recommendations * IMPRESSIONS_PER_RECOMMENDATION;
const amountOf = (views: number, recommendations: number) => views * PRICES.viewCents + recommendations * PRICES.recommendationCents;

function toHistory(row: BillingCycleRecord): BillingCycle {
  return {
    id: Number(row.id),
    cycleStart: row.cycleStart.toISOString(),
    cycleEnd: row.cycleEnd.toISOString(),
    impressionCount: impressions(row.views, row.recommendations),
    amountDue: row.amountCents,
    isPaid: row.state === "paid" || row.state === "waived",
  };
}

/** Never by counting raw events: a poll costs a few indexed reads. */
export function createBillingFigures({ advertisers, runningCycles, cycles, adEvents, clock }: BillingFiguresDependencies) {
  async function readFigures(advertiserId: number) {
    const [advertiser, usage, closed, history] = await Promise.all([
      advertisers.findById(advertiserId),
      runningCycles.usageOf(advertiserId),
      cycles.closedTotals(advertiserId),
      cycles.history(advertiserId, BILLING_HISTORY_SHOWN),
    ]);
    if (!advertiser) throw notFound(ADVERTISER_SERVER_TEXTS.unknownAdvertiser);
    const now = clock();
    // No cycle runs before the upfront payment and after the account ended.
    const running = usage ?? { cycleStart: now, cycleEnd: now, views: 0, recommendations: 0, nextViews: 0, nextRecommendations: 0 };
    const views = running.views + running.nextViews;
    const recommendations = running.recommendations + running.nextRecommendations;
    const currentCycle: CurrentCycle = {
      cycleStart: running.cycleStart.toISOString(),
      cycleEnd: running.cycleEnd.toISOString(),
      impressionCount: impressions(views, recommendations),
      amountDue: amountOf(views, recommendations),
    };
    return {
      advertiser,
      currentCycle,
      closed,
      history: history.map(toHistory),
      lifetime: { views: closed.views + views, recommendations: closed.recommendations + recommendations },
      unpaidRecommendations: closed.unpaidRecommendations + recommendations,
    };
  }
  type Figures = Awaited<ReturnType<typeof readFigures>>;
  const recent = new LRUCache<number, Figures>({
    max: FIGURES_KEPT,
    ttl: DASHBOARD_FIGURES_MAX_AGE_MS,
    ...cacheClock(clock),
    fetchMethod: (advertiserId) => readFigures(advertiserId),
  });
  // fetch() shares one read among the polls arriving together; an unknown advertiser's 404 is not kept.
  const figures = async (advertiserId: number): Promise<Figures> => (await recent.fetch(advertiserId)) ?? readFigures(advertiserId);

  // Today is counted anew on every poll.
  const closedDays = new LRUCache<string, DailyCounts[], { advertiserId: number; from: Date; to: Date }>({
    max: FIGURES_KEPT,
    ttl: CLOSED_DAYS_MAX_AGE_MS,
    ...cacheClock(clock),
    fetchMethod: (_key, _stale, { context }) => adEvents.dailyCounts(context.advertiserId, context.from, context.to),
  });

  return {
    figures,

    /** So its next poll reads anew. */
    forget: (advertiserId: number): void => {
      recent.delete(advertiserId);
    },

    async dailyFigures(advertiserId: number): Promise<AdvertiserDailyFigures> {
      const now = clock();
      const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
      const first = new Date(today.getTime() - (DAILY_FIGURES_DAYS - 1) * DAY_MS);
      const [before, sinceMidnight] = await Promise.all([
        closedDays.fetch(`${advertiserId.toString()}:${utcDayOf(today)}`, { context: { advertiserId, from: first, to: today } }),
        adEvents.dailyCounts(advertiserId, today, new Date(today.getTime() + DAY_MS)),
      ]);
      const counted = new Map([...(before ?? []), ...sinceMidnight].map((counts) => [counts.day, counts]));
      const days = Array.from({ length: DAILY_FIGURES_DAYS }, (_, index) => {
        const day = utcDayOf(new Date(first.getTime() + index * DAY_MS));
        const { views = 0, recommendations = 0 } = counted.get(day) ?? {};
        return { day, impressions: impressions(views, recommendations), chargesCents: amountOf(views, recommendations) };
      });
      return { days };
    },

    async billingDashboard(advertiserId: number): Promise<BillingDashboard> {
      const { advertiser, currentCycle, closed, history, lifetime } = await figures(advertiserId);
      return {
        currentCycle,
        totalImpressions: impressions(lifetime.views, lifetime.recommendations),
        regularImpressions: lifetime.views,
        recommendationCount: lifetime.recommendations,
        recommendationImpressions: lifetime.recommendations * IMPRESSIONS_PER_RECOMMENDATION,
        totalAmountDue: closed.unpaidCents + currentCycle.amountDue,
        amountDue: currentCycle.amountDue,
        nextBillingDate: currentCycle.cycleEnd,
        isOverdue: advertiser.overdueSince !== null,
        history,
      };
    },

    async billing(advertiserId: number): Promise<AdvertiserBilling> {
      const { currentCycle, history, lifetime } = await figures(advertiserId);
      return { currentCycle, totalImpressions: impressions(lifetime.views, lifetime.recommendations), history };
    },

    async recommendations(advertiserId: number): Promise<{ unpaidCount: number }> {
      return { unpaidCount: (await figures(advertiserId)).unpaidRecommendations };
    },
  };
}

export type BillingFigures = ReturnType<typeof createBillingFigures>;
