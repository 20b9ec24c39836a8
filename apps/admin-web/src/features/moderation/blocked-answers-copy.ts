// The texts of the blocked-answers page (the operator console's view of reply moderation's counts).

export const BLOCKED_ANSWERS_COPY = {
  title: "Blocked answers",
  intro:
    "AI answers that reply moderation refused, counted per UTC day and category. Children got the kind refusal instead; no count names a child.",
  layers:
    "A category's column counts answers our word patterns or the model's verdict refused (the counts do not say which). 'No verdict' counts answers refused because no verdict came in time; they wait in the review table. 'Gemini's own filter' counts answers Gemini refused itself.",
  from: "From",
  to: "To",
  surface: "Where the answer was going",
  everySurface: "Everywhere",
  show: "Show",
  lastFourteenDays: "Last 14 days",
  loading: "Loading the counts…",
  failed: "The counts could not be loaded",
  caption: (from: string, to: string) => `Blocked answers per day and category, ${from} to ${to} (UTC)`,
  day: "Day (UTC)",
  total: "Total",
  surfaces: "Blocked answers by where they were going",
  empty: (from: string, to: string) => `No answer was blocked from ${from} to ${to}.`,
  tableRegion: "Blocked answers table (scrolls sideways)",
} as const;

/** A rubric label as a column heading: its first letter in capitals. */
export const headingOf = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
