/** Browser storage keys of both seeds, so the web apps and e2e tests read and clear the same entries. */

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
  /** Advertiser id -> time the ad was last seen (ms since epoch). The seed does not name the key. */
  seenAds: "seen_ads",
} as const;

/** Removed on login, registration and logout. */
export const LEGACY_STORAGE_KEYS = ["userGrade", "userSubject", "selectedGrade"] as const;

/** Session storage of the advertiser portal (seed 001 §3). */
export const SESSION_STORAGE_KEYS = {
  advertiserAuth: "advertiserAuth",
  lastPaymentPromptDate: "lastPaymentPromptDate",
  pendingRegistration: "pendingRegistration",
} as const;
