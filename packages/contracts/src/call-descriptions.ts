/**
 * What each HTTP call is for, in words a developer reading the API reference wants: who may call it, what it does,
 * and the errors worth knowing. The OpenAPI document publishes them as each operation's tag and description; a
 * test in this package holds the map to every call in `httpCalls` and `operationCalls`.
 */
import type { HttpCallName } from "./calls.ts";
import type { operationCalls } from "./operations.ts";

/** The groups of the API reference, in the order a reader meets them, each with what it holds. */
export const CALL_TAGS = {
  "Student account": "A student's (a child's) account: registering, signing in and out, and deleting it.",
  Chat: "The AI tutor's chat and the photos a student sends in it.",
  "Search and apps": "The safe web search, link previews, and the recommended apps a student sees, tracks and reports.",
  "Study mode": "Study mode: fullscreen focus that only the parent password ends, and the record of each exit.",
  Voice: "Live voice's older WebRTC signalling (live voice now goes over the voice gateway's WebSocket).",
  "Parental limits": "The limits a parent sets on the child's own device, guarded by the parent password.",
  Family: "The child's side of a family: the birth year and the code a parent links with.",
  "Parent account": "A parent's own account in the parent area: signing up, verifying the email, signing in, settings.",
  "Parent: children": "What a signed-in parent sees and sets for each linked child.",
  "Advertiser session": "Signing an advertiser in and out of the advertiser portal.",
  "Advertiser billing": "An advertiser's dashboard, figures, reports, bills and subscription.",
  "Advertiser registration": "Registering an app: the safety check of its website, the account and the first payment.",
  "Operator console": "The operators' console (the admin portal): moderation, advertisers, billing, safety events, audit.",
  Operations: "Calls no page makes: health, the payment provider's webhook, this document, the AI's status.",
} as const;

export type CallTag = keyof typeof CALL_TAGS;

export interface CallDescription {
  tag: CallTag;
  description: string;
}

export type DocumentedCallName = HttpCallName | keyof typeof operationCalls;

const STUDENT = "A signed-in student.";
const ADVERTISER = "A signed-in advertiser.";
const OPERATOR = "A signed-in operator.";
const PARENT = "A signed-in parent.";
const LINKED_CHILD = "A signed-in parent, for a child linked to them (any other child answers 404 before the body is read).";

export const CALL_DESCRIPTIONS: Readonly<Record<DocumentedCallName, CallDescription>> = {
  // Student account
  getUser: {
    tag: "Student account",
    description: "Anyone. Answers the signed-in student, or 401 when no student is signed in (the page then shows the sign-in).",
  },
  login: {
    tag: "Student account",
    description:
      "Anyone. Signs a student in with username and password and sets the session cookie. A wrong username or password is one 401; repeated failures answer 429.",
  },
  register: {
    tag: "Student account",
    description:
      "Anyone. Creates a student's account and signs it in (sets the session cookie). A taken username is 409; too many registrations from one address, 429.",
  },
  logout: { tag: "Student account", description: "Anyone. Ends the student's session, if there is one, and clears its cookie." },
  deleteAccount: {
    tag: "Student account",
    description:
      "A signed-in student, with their password. Deletes the account and everything kept about it, and ends the session. Refused (423) while study mode is on; a wrong password is 403.",
  },

  // Chat
  sendChat: {
    tag: "Chat",
    description: `${STUDENT} Sends a message (and photos) to the AI tutor and answers its reply, checked for safety. Parental limits answer 423; the session's message limit and the cooldown answer 429; the AI's failures 502, 503 or 504.`,
  },
  getChatHistory: {
    tag: "Chat",
    description: `${STUDENT} The messages of one of the student's chat sessions; another student's session id answers 404.`,
  },
  clearChat: {
    tag: "Chat",
    description: `${STUDENT} Clears the messages of one of the student's chat sessions; another student's session id answers 404.`,
  },
  getAttachment: {
    tag: "Chat",
    description: `${STUDENT} The bytes of a photo the student sent (or its thumbnail with \`size\`), as an image; another student's photo answers 404.`,
  },

  // Search and apps
  searchWebsites: {
    tag: "Search and apps",
    description: `${STUDENT} Searches the web for pages suitable for the student's age, with sponsored apps among the results. Too many searches in a minute answer 429.`,
  },
  trackView: { tag: "Search and apps", description: `${STUDENT} Counts that a sponsored result was shown; a repeated view is counted once.` },
  trackClick: { tag: "Search and apps", description: `${STUDENT} Counts that a sponsored result was opened; a repeated click is counted once.` },
  trackRecommendation: {
    tag: "Search and apps",
    description: `${STUDENT} Counts a view or a click of a recommended app in the recommendations panel.`,
  },
  getAdvertisersForRecommendations: {
    tag: "Search and apps",
    description: `${STUDENT} The advertisers' apps suitable for the student's age, for the recommendations panel.`,
  },
  reportApp: {
    tag: "Search and apps",
    description: `${STUDENT} Reports a recommended app to the operators with a reason. An unknown app is 404; too many reports in an hour, 429.`,
  },
  getPreview: {
    tag: "Search and apps",
    description:
      "A signed-in student or operator. Reads a web page's title, description and image for a link preview, fetched safely from this server; a page unsuitable for children is 403, one that cannot be read 502.",
  },

  // Study mode
  getStudyMode: { tag: "Study mode", description: `${STUDENT} Whether study mode and its exit beep are on.` },
  getStudyModeExitHistory: { tag: "Study mode", description: `${STUDENT} The times the student left study mode's fullscreen.` },
  toggleStudyMode: {
    tag: "Study mode",
    description: `${STUDENT} Turns study mode on, or off with the parent password (a wrong one is 403; repeated wrong ones, 429).`,
  },
  toggleStudyModeBeep: {
    tag: "Study mode",
    description: `${STUDENT} Turns the beep on leaving fullscreen on or off; refused (423) while study mode is on.`,
  },
  logStudyModeExit: {
    tag: "Study mode",
    description: `${STUDENT} Records that the student left fullscreen during study mode (the server stamps the time); 409 when study mode is off.`,
  },

  // Voice
  webRtcOffer: {
    tag: "Voice",
    description: `${STUDENT} The WebRTC offer of the first product's live voice; not served (live voice uses the voice gateway's WebSocket).`,
  },
  webRtcCandidate: {
    tag: "Voice",
    description: `${STUDENT} A WebRTC ICE candidate of the first product's live voice; not served (live voice uses the voice gateway's WebSocket).`,
  },

  // Parental limits
  getParentalLimits: {
    tag: "Parental limits",
    description: `${STUDENT} The parental limits of the student's device and today's use; the child may read them, only the parent password changes them.`,
  },
  setParentalLimits: {
    tag: "Parental limits",
    description: `${STUDENT} Sets the daily message and time limits, or the parent password itself, with the parent password. A wrong one is 403; repeated wrong ones, 429.`,
  },
  unlockToday: {
    tag: "Parental limits",
    description: `${STUDENT} Clears today's counts so a locked app opens again, with the parent password (403 when wrong, 429 when wrong too often).`,
  },
  requestParentPasswordReset: {
    tag: "Parental limits",
    description: `${STUDENT} Starts the cooling-off that resets a forgotten parent password, with the child's account password. 409 when there is no parent password.`,
  },
  cancelParentPasswordReset: {
    tag: "Parental limits",
    description: `${STUDENT} Drops a pending reset of the parent password, with the parent password (403 when wrong).`,
  },
  recordActivity: {
    tag: "Parental limits",
    description: `${STUDENT} Says once a minute that the app is in use, naming the feature in front, and answers today's state; 423 with the lock's text in quiet hours or when the feature's daily limit is used up.`,
  },

  // Family
  getFamilyStatus: {
    tag: "Family",
    description: `${STUDENT} The student's age group, linked parents and whether a parent's consent is needed before the app hears the child.`,
  },
  setBirthYear: {
    tag: "Family",
    description: `${STUDENT} Gives the birth year once; after that only a parent changes it (409).`,
  },
  createLinkCode: {
    tag: "Family",
    description: `${STUDENT} A short-lived code a parent enters to link to this child. 409 when two parents are already linked; too many codes, 429.`,
  },

  // Parent account
  parentSignUp: {
    tag: "Parent account",
    description:
      "Anyone. Creates a parent's account, signs it in and mails a link to verify the email. An existing email is 409; too many sign-ups from one address, 429.",
  },
  parentVerifyEmail: {
    tag: "Parent account",
    description: "Anyone, with the token from the verification mail. Marks the email verified; an expired or used link is 410.",
  },
  parentResendVerification: {
    tag: "Parent account",
    description: `${PARENT} Mails the verification link again; too many mails asked for answer 429.`,
  },
  parentSignIn: {
    tag: "Parent account",
    description:
      "Anyone. Signs a parent in with email and password and sets the parent session cookie; wrong details are 401, too many tries 429.",
  },
  parentSignOut: { tag: "Parent account", description: "Anyone. Ends the parent's session, if there is one, and clears its cookie." },
  parentMe: { tag: "Parent account", description: `${PARENT} The parent's own profile: id, email and whether it is verified.` },
  parentRequestReset: {
    tag: "Parent account",
    description:
      "Anyone. Mails a password reset link when the email has an account, and answers the same when it has none; too many asked for, 429.",
  },
  parentCompleteReset: {
    tag: "Parent account",
    description:
      "Anyone, with the token from the reset mail. Sets the new password, ends the parent's other sessions and signs this one in; an expired or used link is 410.",
  },
  parentSettings: {
    tag: "Parent account",
    description: `${PARENT} The parent's own settings: their time zone and whether the weekly summary mail is sent.`,
  },
  parentSetSettings: { tag: "Parent account", description: `${PARENT} Replaces the parent's own settings and answers them as stored.` },
  weeklySummaryUnsubscribe: {
    tag: "Parent account",
    description: "Anyone, with the token from a weekly summary mail's link. Stops the weekly summary; a link that is no longer valid is 400.",
  },

  // Parent: children
  parentChildren: { tag: "Parent: children", description: `${PARENT} The children linked to the parent, with each one's consent and limits.` },
  parentLinkChild: {
    tag: "Parent: children",
    description: `${PARENT} Links a child with the code the child's app shows. Needs a verified email (403); a wrong code is 404, too many tries 429.`,
  },
  parentCreateChild: {
    tag: "Parent: children",
    description: `${PARENT} Creates a child's student account linked to the parent. Needs a verified email (403); a taken username is 409.`,
  },
  parentUnlinkChild: { tag: "Parent: children", description: `${LINKED_CHILD} Removes the link between the parent and the child.` },
  parentStartConsent: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} Starts the parent's consent for a child under 13: answers the payment provider's page for the card check. 409 when no consent is needed or the notice changed.`,
  },
  parentConfirmConsent: {
    tag: "Parent: children",
    description: `${PARENT} Confirms consent once the card check is paid (402 when it is not); another parent's check is 403, an unknown one 404.`,
  },
  parentWithdrawConsent: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} Withdraws the consent: the app stops hearing the child until a parent consents again.`,
  },
  parentChildConversations: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} The child's chat conversations; a teen's are not shown (403).`,
  },
  parentExportChild: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} Everything kept about the child as one zip file, streamed.`,
  },
  parentDeleteChild: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} Deletes the child's account and its data, with the parent's password (403 when wrong).`,
  },
  parentSetChildParentPassword: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} Sets the parent password that guards the child's device limits and study mode.`,
  },
  parentSetChildLimits: { tag: "Parent: children", description: `${LINKED_CHILD} Sets the child's daily message and time limits.` },
  parentChildDay: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} One day of the child's use: time per feature and subject, and the safety events of that day.`,
  },
  parentChildSearches: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} The child's recent searches; a teen's are not shown (403).`,
  },
  parentSetFamilyRules: {
    tag: "Parent: children",
    description: `${LINKED_CHILD} Sets the child's family rules: daily limits per feature and quiet hours.`,
  },

  // Advertiser session
  advertiserStatus: {
    tag: "Advertiser session",
    description: "Anyone. Whether an advertiser is signed in, and if so who; never 401.",
  },
  advertiserAuthenticate: {
    tag: "Advertiser session",
    description: `${ADVERTISER} Checks the password again for the advertiser the session names (before a sensitive step); a wrong one is 401, too many 429.`,
  },
  advertiserLogin: {
    tag: "Advertiser session",
    description:
      "Anyone. Signs an advertiser in with the app name and password and sets the advertiser session cookie; wrong details are 401, too many tries 429.",
  },
  advertiserLogout: { tag: "Advertiser session", description: "Anyone. Ends the advertiser's session, if there is one, and clears its cookie." },
  portalCheckAuth: {
    tag: "Advertiser session",
    description: "Anyone. Whether the session belongs to the advertiser of this portal link's id; never 401.",
  },
  portalInfo: {
    tag: "Advertiser session",
    description: "Anyone. The app name shown above a portal link's password prompt; an unknown id is 404.",
  },
  portalAuthenticate: {
    tag: "Advertiser session",
    description: "Anyone. Signs in the advertiser of this portal link's id with its password; a wrong one is 401, too many tries 429.",
  },

  // Advertiser billing
  advertiserBilling: { tag: "Advertiser billing", description: `${ADVERTISER} The advertiser's plan, payment state and amounts due, in cents.` },
  advertiserDashboard: { tag: "Advertiser billing", description: `${ADVERTISER} The dashboard's totals: views, clicks and spend.` },
  advertiserDailyFigures: { tag: "Advertiser billing", description: `${ADVERTISER} Views, clicks and cost per day, for the dashboard's chart.` },
  advertiserBillingDashboard: {
    tag: "Advertiser billing",
    description: `${ADVERTISER} The billing page: weekly bills, what is paid and what is due, in cents.`,
  },
  advertiserReports: {
    tag: "Advertiser billing",
    description: `${ADVERTISER} The reports students made about the advertiser's app and how operators answered.`,
  },
  advertiserRecommendations: {
    tag: "Advertiser billing",
    description: `${ADVERTISER} The recommendation figures of the advertiser with this id, which must be the signed-in one (403 otherwise).`,
  },
  payWeeklyBill: {
    tag: "Advertiser billing",
    description: `${ADVERTISER} Pays what is due with the card on file, once; the payment provider's failure is 502.`,
  },
  cancelSubscription: {
    tag: "Advertiser billing",
    description: `${ADVERTISER} Ends the subscription with the password (403 when wrong); refused (409) while fees are outstanding.`,
  },

  // Advertiser registration
  safetyCheck: {
    tag: "Advertiser registration",
    description:
      "Anyone. Reads the app's website and judges whether it suits children of the given ages; a pass answers a registration token. A blocked website is 409; too many checks from one address, 429.",
  },
  completeRegistration: {
    tag: "Advertiser registration",
    description:
      "Anyone, with a safety check's token. Creates the advertiser, signs it in and answers the payment provider's checkout page. A taken name or a spent token is 409.",
  },
  paymentComplete: {
    tag: "Advertiser registration",
    description: "Anyone, with the checkout session id the payment provider sent back. Confirms the first payment and activates the advertiser.",
  },

  // Operator console
  setOpenAiKey: {
    tag: "Operator console",
    description: `${OPERATOR} Stores the AI provider's key, used for the AI calls from then on instead of the environment's.`,
  },
  adminAiKeyStatus: {
    tag: "Operator console",
    description: `${OPERATOR} Which AI key the calls use now (the stored one, the environment's, or none), and when and by whom one was stored.`,
  },
  adminSignIn: {
    tag: "Operator console",
    description:
      "Anyone. Signs an operator in with username, password and, when enrolled, a one-time code; wrong details are 401, too many tries 429.",
  },
  adminSignOut: { tag: "Operator console", description: `${OPERATOR} Ends the operator's session.` },
  adminMe: { tag: "Operator console", description: `${OPERATOR} The operator signed in, and whether a second step is enrolled.` },
  adminTotpStart: {
    tag: "Operator console",
    description: `${OPERATOR} Starts enrolling a one-time code app, with the password; answers the secret to scan. A wrong password is 400.`,
  },
  adminTotpConfirm: {
    tag: "Operator console",
    description: `${OPERATOR} Confirms the enrolment with a first code; ends the operator's other sessions. 409 when no enrolment was started.`,
  },
  adminChangePassword: {
    tag: "Operator console",
    description: `${OPERATOR} Changes the operator's password with the current one (and code); ends the other sessions. A wrong password is 400.`,
  },
  adminReports: { tag: "Operator console", description: `${OPERATOR} Students' reports about apps, filtered by status, a page at a time.` },
  adminUpdateReport: {
    tag: "Operator console",
    description: `${OPERATOR} Resolves or dismisses one report with a note; an unknown report is 404.`,
  },
  adminAdvertisers: { tag: "Operator console", description: `${OPERATOR} The advertisers, filtered by status, a page at a time.` },
  adminPauseAdvertiser: {
    tag: "Operator console",
    description: `${OPERATOR} Pauses an advertiser's app (no longer shown) with a reason; 409 when already paused.`,
  },
  adminResumeAdvertiser: {
    tag: "Operator console",
    description: `${OPERATOR} Shows a paused advertiser's app again; 409 when it is not paused.`,
  },
  adminRecheckAdvertiser: {
    tag: "Operator console",
    description: `${OPERATOR} Runs the website safety check again on an advertiser's app and answers its verdict.`,
  },
  adminEndAdvertiser: {
    tag: "Operator console",
    description: `${OPERATOR} Ends an advertiser's account with a reason and blocks its website; 409 when already ended.`,
  },
  adminBlockedAnswers: { tag: "Operator console", description: `${OPERATOR} The AI answers the safety check blocked, a page at a time.` },
  adminBilling: { tag: "Operator console", description: `${OPERATOR} The billing overview: cycles due, failed and paid, in cents.` },
  adminRunBilling: {
    tag: "Operator console",
    description: `${OPERATOR} Runs the weekly billing now; each cycle is billed once however often it runs. \`asOf\` is refused in production (400).`,
  },
  adminWaiveCycle: { tag: "Operator console", description: `${OPERATOR} Waives a due or failed billing cycle; 409 for any other.` },
  adminAudit: { tag: "Operator console", description: `${OPERATOR} The operators' audit log of what each operator did, a page at a time.` },
  adminQueues: {
    tag: "Operator console",
    description: `${OPERATOR} Each background job queue: whether it is paused and its jobs counted by state (the job board is at /api/admin/queues).`,
  },
  adminSafetyEvents: {
    tag: "Operator console",
    description: `${OPERATOR} Safety events in children's conversations, filtered by status, a page at a time.`,
  },
  adminUpdateSafetyEventStatus: {
    tag: "Operator console",
    description: `${OPERATOR} Moves a safety event forward (seen, handled); a move back or to the same status is 409.`,
  },

  // Operations
  getAiStatus: { tag: "Operations", description: "Anyone. Whether the AI is set up, so the student app can say so before a chat." },
  health: {
    tag: "Operations",
    description:
      "Anyone (the load balancer). 200 when PostgreSQL and Redis answer; 503 with the same report when one does not or the API is shutting down.",
  },
  stripeWebhook: {
    tag: "Operations",
    description:
      "The payment provider only. Its events, read as bytes and checked against the `Stripe-Signature` header before anything else (400 when it does not match); each event is applied once.",
  },
  openApiDocument: { tag: "Operations", description: "Anyone. This OpenAPI document, generated from the contracts and the server's routes." },
};
