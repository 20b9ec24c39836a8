import { DAILY_FIGURES_DAYS } from "@kidsafe/contracts";

const CHART_WEEKS = (DAILY_FIGURES_DAYS / 7).toString();

/** Our wording on the dashboard (the seed's texts come from @kidsafe/contracts). */
export const DASHBOARD_COPY = {
  title: "Advertiser Dashboard",
  loading: "Loading your dashboard",
  advertiserId: (id: number) => `Advertiser ID: ${id.toString()}`,
  statusLabel: "Status",
  statsTitle: "Your numbers",
  totalImpressions: "Total Impressions",
  thisWeek: "This Week",
  totalCharges: "Total Charges",
  impressionsNote: "impressions",
  portalUrlTitle: "Your Secure Portal URL",
  portalUrlHint: "Bookmark it: it opens your dashboard after the company password.",
  copy: "Copy",
  copiedTitle: "Copied!",
  copiedDescription: "Portal URL copied to clipboard",
  copyFailedTitle: "Failed to copy",
  copyFailedDescription: "Select the address and copy it by hand.",
  descriptionsTitle: "How your app is described",
  aiDescription: "AI-generated description",
  ownDescription: "Your description",
  childDescription: "What children will see",
  childDescriptionNote: "Shown with a 'Sponsored' label beside your app's name. It changes only through a new safety check.",
  noAiDescription: "The safety check has not written a description yet.",
  payUpfront: "Pay Upfront Fee",
  chartTitle: "Daily impressions and charges",
  chartLoading: `Loading the last ${CHART_WEEKS} weeks...`,
  chartSummary: (impressions: number, charges: string) =>
    `Last ${CHART_WEEKS} weeks (UTC days): ${impressions.toLocaleString("en-US")} ${impressions === 1 ? "impression" : "impressions"}, ${charges} in charges.`,
  chartImpressions: "Impressions",
  chartCharges: "Charges",
  billingTitle: "Billing Status",
  upfrontFee: "Upfront fee",
  rate: "Rate",
  perImpression: (rate: string) => `${rate} per impression`,
  cycleImpressions: "Impressions this cycle",
  searchImpressions: "From search results",
  recommendations: (count: number, impressions: number) => `${count.toString()} recommendations (${impressions.toString()} impressions)`,
  amountDue: "Due this cycle",
  totalDue: "Total due now",
  nextBillingDate: "Next billing date",
  billingDetails: "Billing details",
  historyTitle: "Billing History",
  reportsTitle: "User Reports",
  noReports: "No reports about your app. Nice!",
  reportedOn: (date: string) => `Reported ${date}`,
  adminNotes: "Admin notes",
  dangerZoneTitle: "Danger Zone",
  dangerZoneText: "Cancelling removes your app from search results and closes this portal.",
  visitChat: "Visit the chat",
  privacyPolicy: "Privacy Policy",
} as const;

/** 'resolved' and 'reviewed' read as such; anything else is pending. */
export const REPORT_STATUS_LABELS = { pending: "Pending", reviewed: "Reviewed", resolved: "Resolved" } as const;
