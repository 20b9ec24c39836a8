/** Words of the recommendation popup that the seed does not give (ours); its failure text is in @kidsafe/contracts. */
export const RECOMMENDATIONS_COPY = {
  /** CARU: an ad must be identifiable to children as an ad. */
  sponsored: "Sponsored",
  regionLabel: "Recommended app",
  visit: "Visit",
  close: "Close recommendation",
} as const;
