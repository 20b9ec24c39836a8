import { z } from "zod";
import {
  AGE_OPTIONS,
  RECOMMENDATION_TYPES,
  REPORT_REASON_VALUES,
  REPORT_STATUSES,
  SUBJECT_OPTIONS,
  THEMES,
  VOICE_NAMES,
} from "./constants/options.ts";
import { PREVIEW_TEXTS } from "./constants/texts-student.ts";

/** Defined here so that no module imports auth.ts back. */
export const PASSWORD_MAX_LENGTH = 256;

export const MAX_ID = 2_147_483_647;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** The body of a POST that needs nothing but the session and the path. */
export const EmptyBody = z.strictObject({});
export type EmptyBody = z.infer<typeof EmptyBody>;

export function idField(label: string) {
  const message = `${label} must be a positive whole number`;
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** A number, or its digits as a query string or a path segment carries it: a number's other spellings ('0x10', ' 7', '1e3') are refused. */
export function numberOrDigits(message: string, maxDigits: number) {
  return z.union(
    [
      z.number({ error: message }),
      z
        .string({ error: message })
        .regex(new RegExp(`^\\d{1,${String(maxDigits)}}$`), message)
        .transform(Number),
    ],
    { error: message },
  );
}

export function idParam(label: string) {
  const message = `${label} must be a positive whole number`;
  return numberOrDigits(message, 16).pipe(z.number().int(message).positive(message).max(MAX_ID, message));
}

export const AdvertiserId = idField("Advertiser id");
export const AdvertiserIdParams = z.object({ id: idParam("Advertiser id") });
export type AdvertiserIdParams = z.infer<typeof AdvertiserIdParams>;

export const Cents = z.number().int().nonnegative();
export const Count = z.number().int().nonnegative();

export const IsoDateTime = z.iso.datetime({ offset: true });

export const HttpUrl = z.url({ protocol: /^https?$/, error: PREVIEW_TEXTS.invalidUrl });

/** URL-safe characters only, because it is also a path segment. */
export const SessionId = z
  .string({ error: "A session id is required" })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, "A session id has 1 to 128 letters, digits, '-' or '_'");
export type SessionId = z.infer<typeof SessionId>;

export function newSessionId(now: number = Date.now(), random: () => number = Math.random): SessionId {
  return `${now.toString()}-${random().toString(36).slice(2, 10).padEnd(8, "0")}`;
}

export const Age = z.enum(AGE_OPTIONS, { error: "Age must be smart_adapt or a whole number from 1 to 18" });
export type Age = z.infer<typeof Age>;
export const Subject = z.enum(SUBJECT_OPTIONS, { error: `Subject must be one of: ${SUBJECT_OPTIONS.join(", ")}` });
export type Subject = z.infer<typeof Subject>;
export const VoiceName = z.enum(VOICE_NAMES, { error: `Voice must be one of: ${VOICE_NAMES.join(", ")}` });
export type VoiceName = z.infer<typeof VoiceName>;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;
export const ReportReason = z.enum(REPORT_REASON_VALUES, { error: "Please select a reason" });
export type ReportReason = z.infer<typeof ReportReason>;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;
export const RecommendationType = z.enum(RECOMMENDATION_TYPES, {
  error: `Recommendation type must be one of: ${RECOMMENDATION_TYPES.join(", ")}`,
});
export type RecommendationType = z.infer<typeof RecommendationType>;

/** Never inside the AI's own text. */
export const OfferedRecommendation = z.object({
  advertiserId: AdvertiserId,
  context: z.string(),
});
export type OfferedRecommendation = z.infer<typeof OfferedRecommendation>;

/** Kept exactly as typed, and bounded so hashing stays cheap. */
export function passwordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine((value) => value.trim().length > 0, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
}
