/** On their own so that the parental-limits and family-insight contracts read them without importing each other. */
import { z } from "zod";

export const FEATURES = ["chat", "search", "voice", "games", "drawing"] as const;
export type Feature = (typeof FEATURES)[number];
export const FeatureName = z.enum(FEATURES, { error: `feature must be one of: ${FEATURES.join(", ")}` });

/** Games and drawing are counted only this way. */
export const ActivityReport = z.strictObject({ feature: FeatureName.optional() });
export type ActivityReport = z.infer<typeof ActivityReport>;
