import { FAMILY_TEXTS } from "@kidsafe/contracts";

/** Words of the child's family screens: FAMILY_TEXTS and ours around them. */
export const FAMILY_COPY = {
  ...FAMILY_TEXTS,
  birthYearLabel: "Year",
  birthYearPlaceholder: "Choose a year",
  continue: "Continue",
  yourCode: "Your code",
  yourLink: "Or share this link",
  codeValidity: "The code works once, for 24 hours.",
  codeLoading: "Getting your code",
  codeFailed: "Your code could not be shown right now.",
  newCode: "Get a new code",
  backToChat: "Back to Chat",
  showCode: "Show my code",
  hideCode: "Hide my code",
} as const;
