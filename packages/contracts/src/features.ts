/**
 * The features a family sees time for, on their own so that the parental-limits calls (the heartbeat names the
 * feature in front) and the family-insight contracts both read them without importing each other.
 */
import { z } from "zod";

/** The features a parent sees time for and may limit; each counts whole active minutes a day. */
export const FEATURES = ["chat", "search", "voice", "games", "drawing"] as const;
export type Feature = (typeof FEATURES)[number];
export const FeatureName = z.enum(FEATURES, { error: `feature must be one of: ${FEATURES.join(", ")}` });

/** The open app's minute report, naming the feature in front (games and drawing are counted only this way). */
export const ActivityReport = z.strictObject({ feature: FeatureName.optional() });
export type ActivityReport = z.infer<typeof ActivityReport>;
