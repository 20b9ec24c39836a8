/** Shared so the web apps and e2e tests read and clear the same entries. */

type UserId = number | string;

export const STORAGE_KEYS = {
  age: (userId: UserId) => `local_age_${userId}`,
  subject: (userId: UserId) => `local_subject_${userId}`,
  grade: (userId: UserId) => `local_grade_${userId}`,
  theme: (userId: UserId) => `local_theme_${userId}`,
  phoneMode: (userId: UserId) => `phone_mode_${userId}`,
  chatSession: (userId: UserId) => `chat_session_${userId}`,
  themeGlobal: "local_theme_global",
  userAge: "userAge",
  selectedSubject: "selectedSubject",
  geminiVoice: "geminiVoice",
  seenAds: "seen_ads",
} as const;

export const LEGACY_STORAGE_KEYS = ["userGrade", "userSubject", "selectedGrade"] as const;

export const SESSION_STORAGE_KEYS = {
  advertiserAuth: "advertiserAuth",
  lastPaymentPromptDate: "lastPaymentPromptDate",
  pendingRegistration: "pendingRegistration",
} as const;
