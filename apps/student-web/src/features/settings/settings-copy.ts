import { PARENTAL_TEXTS, SETTINGS_TEXTS, STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import { AUTH_COPY } from "../auth/auth-copy.ts";

/** Words of the settings panel and page: the seed's labels (SETTINGS_TEXTS) and ours around them. */
export const SETTINGS_COPY = {
  ...SETTINGS_TEXTS,
  title: "Settings",
  panelDescription: "Theme, learning level, voice and parental controls.",
  themeLight: "Light",
  themeDark: "Dark",
  smartAdapt: "Smart Adapt",
  ageOption: (age: string) => `Age ${age}`,
  voiceOption: (name: string, label: string) => `${name} (${label})`,
  viewHistory: STUDY_MODE_TEXTS.viewHistory,
  parentalControls: PARENTAL_TEXTS.title,
  developerPortalConfirm: "Tap Again to Open",
  logOutConfirm: AUTH_COPY.logOutConfirmButton,
  lockedHint: "Locked while study mode is on",
  usernameLabel: "Username",
  accountTypeLabel: "Account type",
  backLink: "Back to Chat",
  privacyAndAccount: "Privacy and account",
} as const;
