/** The values are what the browser stores and sends; the labels are what a person reads. */

export const MIN_AGE = 1;
export const MAX_AGE = 18;
export const AGE_OPTIONS = [
  "smart_adapt",
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
] as const;
export type AgeOption = (typeof AGE_OPTIONS)[number];
export const DEFAULT_AGE: AgeOption = "smart_adapt";

export const SUBJECT_LABELS = {
  default: "General learning",
  math: "Math",
  science: "Science",
  fitness: "Fitness",
  history: "History",
  language: "Languages",
  cs: "Computer science",
  drama: "Drama",
  writing: "Writing",
  handwriting: "Handwriting",
  english: "English",
  grammar: "Grammar",
  stress: "Stress relief",
  memory: "Memory",
  money: "Money",
  time: "Time",
  diy: "DIY",
} as const;
export type SubjectOption = keyof typeof SUBJECT_LABELS;
/** In the order the settings list them. */
export const SUBJECT_OPTIONS = Object.keys(SUBJECT_LABELS) as readonly SubjectOption[];
export const DEFAULT_SUBJECT: SubjectOption = "default";

export const VOICE_OPTIONS = [
  { value: "Puck", label: "Friendly & Energetic" },
  { value: "Charon", label: "Calm & Professional" },
  { value: "Kore", label: "Warm & Nurturing" },
] as const;
export type VoiceOption = (typeof VOICE_OPTIONS)[number]["value"];
export const DEFAULT_VOICE: VoiceOption = "Puck";
export const VOICE_NAMES: readonly VoiceOption[] = VOICE_OPTIONS.map((option) => option.value);

export const THEMES = ["light", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = "light";

export const CHAT_MODES = ["search", "ai"] as const;
export type ChatModeName = (typeof CHAT_MODES)[number];

export const TAB_TYPES = ["chat", "games", "paint"] as const;
export type TabTypeName = (typeof TAB_TYPES)[number];

export const MESSAGE_SENDERS = ["user", "ai"] as const;

export const REPORT_REASONS = [
  { value: "inappropriate", label: "Inappropriate for kids" },
  { value: "broken", label: "Broken or doesn't work" },
  { value: "misleading", label: "Misleading description" },
  { value: "unsafe", label: "Safety concerns" },
  { value: "other", label: "Other reason" },
] as const;
export type ReportReasonValue = (typeof REPORT_REASONS)[number]["value"];
export const REPORT_REASON_VALUES: readonly ReportReasonValue[] = REPORT_REASONS.map((reason) => reason.value);

/** Any other stored value reads as pending. */
export const REPORT_STATUSES = ["pending", "reviewed", "resolved"] as const;
export type ReportStatusValue = (typeof REPORT_STATUSES)[number];
export function normalizeReportStatus(raw: string | null | undefined): ReportStatusValue {
  return raw === "resolved" || raw === "reviewed" ? raw : "pending";
}

export const RECOMMENDATION_TYPES = ["voice_live", "search", "followup"] as const;
export type RecommendationTypeValue = (typeof RECOMMENDATION_TYPES)[number];

export const SEARCH_PAGE_CONTEXT = "search-websites";

export const BLOCKED_PREVIEW_HOSTS = ["youtube.com", "youtu.be", "facebook.com", "instagram.com", "twitter.com", "x.com"] as const;
