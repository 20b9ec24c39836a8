export const TRACKING_SCALE = {
  advertisers: 10_000,
  students: 50,
  sessionsPerStudent: 100,
} as const;

export interface TrackingPlan {
  port: number;
  databaseUrl: string;
  advertiserIds: number[];
  students: Array<{
    id: number;
    cookie: string;
    sessions: Array<{ sessionId: string; advertiserIds: number[]; recommendedId: number | null }>;
  }>;
}
