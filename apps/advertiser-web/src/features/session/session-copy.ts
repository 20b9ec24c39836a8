/** Our wording around the seed's sign-in texts (which live in @kidsafe/contracts). */
export const SESSION_COPY = {
  /** Seed 000 §8's logout failure, reused for advertisers. */
  logoutFailedTitle: "Logout failed",
} as const;
