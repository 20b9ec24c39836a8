/** Our wording around the seed's sign-in texts (which live in @kidsafe/contracts). */
export const SESSION_COPY = {
  /** The student app's logout failure, reused for advertisers. */
  logoutFailedTitle: "Logout failed",
} as const;
