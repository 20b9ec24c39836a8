/**
 * Words of the search results view that the seed does not give (ours). The seed's own texts are
 * SEARCH_TEXTS, REPORT_TEXTS and CHAT_TEXTS.followUpPlaceholder in the contracts.
 */
export const SEARCH_COPY = {
  back: "Back",
  resultsLabel: "Search results",
  searching: "Searching",
  noResults: (query: string) => `No websites found for "${query}". Try other words.`,
  websitesCardTitle: "Websites",
  followUpLabel: "Ask a follow up question",
  followUpSubmit: "Send follow up",
  closeSearchAgain: "Close the search box",
  opensInNewTab: "(opens in a new tab)",
  reportLabel: (appName: string) => `Report ${appName}`,
  reasonLabel: "Reason",
  detailsLabel: "Details",
  detailsPlaceholder: "Tell us what is wrong",
} as const;
