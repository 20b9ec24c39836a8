/** Mirrors PRODUCT_NAME of apps/student-web. */
export const PRODUCT_NAME = "KidSafe AI";

/** The chat home of the student app, on the same origin (a plain link: another app's router). */
export const STUDENT_HOME_HREF = "/";

/**
 * The BullMQ job board, served whole by the API behind operator sign-in (a plain link: not this app's page). The
 * console's Queues page links to it, and its header links back there.
 */
export const QUEUE_BOARD_HREF = "/api/admin/queues";

export const ROUTES = {
  /** The admin page: the AI key. */
  admin: "/admin",
  signIn: "/admin/sign-in",
  reports: "/admin/reports",
  advertisers: "/admin/advertisers",
  review: "/admin/review",
  /** Reply moderation's refused answers per day and category. */
  blockedAnswers: "/admin/blocked-answers",
  /** What children's own words said that an operator must see: crises first. */
  safetyEvents: "/admin/safety-events",
  billing: "/admin/billing",
  audit: "/admin/audit",
  security: "/admin/security",
  /** Each job queue's counts, and the way to the job board. */
  queues: "/admin/queues",
  /** The link preview test page. */
  previewTest: "/preview-test",
} as const;

export const CONSOLE_COPY = {
  title: "Operator console",
  backToChat: "Back to chat home",
  signOut: "Sign out",
  openMenu: "Menu",
  closeMenu: "Close menu",
  signedInAs: (username: string) => `Signed in as ${username}`,
  checkingSignIn: "Checking your sign-in…",
  nav: {
    aiKey: "AI key",
    reports: "Reports",
    advertisers: "Advertisers",
    review: "Review queue",
    blockedAnswers: "Blocked answers",
    safetyEvents: "Safety events",
    billing: "Billing",
    audit: "Audit log",
    queues: "Queues",
    previewTest: "Preview test",
    security: "Security",
  },
  navGroups: {
    safety: "Safety",
    advertisers: "Advertisers",
    system: "System",
    account: "Account",
  },
} as const;
