import { OPERATOR_PASSWORD_MIN_LENGTH } from "./limits.ts";
import { BILLING_CYCLE_DAYS, BLACKLIST_DAYS } from "./timings.ts";

export const ADVERTISER_TEXTS = {
  marketingTitle: "Advertise Your App",
  getStarted: "Get Started",
  loginButton: "Login to Dashboard",
  appNameLabel: "App Name",
  companyPasswordLabel: "Company Password",
  appNameRequired: "Please enter your app name",
  passwordRequired: "Please enter your password",
  passwordRequiredTitle: "Password Required",
  loginFailedTitle: "Login Failed",
  invalidCredentials: "Invalid app name or password",
  authFailedTitle: "Authentication Failed",
  invalidPasswordRetry: "Invalid password. Please try again.",
  portalAuthFailed: "Failed to authenticate. Please try again.",
  invalidPassword: "Invalid password",
  accessPortal: "Access Portal",
  loginWithEmail: "Login with email",
  invalidAdvertiserTitle: "Invalid Advertiser",
  invalidAdvertiserDescription: "This advertiser portal does not exist or the link is invalid.",
  goHome: "Go to Home",
  sessionExpiredTitle: "Session Expired",
  sessionExpiredDescription: "Please login again",
  dashboardLoadFailed: "Error loading data. Please refresh or login again.",
  active: "ACTIVE",
  inactive: "INACTIVE",
  upfrontPaid: "PAID",
  upfrontPending: "PENDING",
  moreReports: (count: number) => `... and ${count} more reports`,
  backToLogin: "Back to Login",
  backToDashboard: "Back to Dashboard",
  logout: "Logout",
} as const;

export const REGISTRATION_TEXTS = {
  continueButton: "Continue to Safety Check",
  appUrlLabel: "App URL",
  appDescriptionLabel: "App Description",
  confirmPasswordLabel: "Confirm Password",
  fieldRequired: (field: string) => `${field} is required`,
  passwordsMismatchTitle: "Passwords do not match",
  passwordsMismatchDescription: "The passwords you entered do not match. Please try again.",
  failedTitle: "Registration failed",
  noPaymentUrl: "Failed to get payment URL.",
  failedFallback: "Could not complete registration.",
} as const;

export const SAFETY_CHECK_TEXTS = {
  couldNotComplete: "Safety check could not be completed",
  defaultUnsafe: "This website does not meet our safety standards for children.",
  validationError: "An error occurred during the safety validation. Please try again.",
  tryDifferentWebsite: "Try Different Website",
  mayTakeUpTo: "This may take up to 30 seconds",
  stages: [
    "Connecting to the website...",
    "Reading the page content...",
    "Checking for content unsuitable for children...",
    "Checking links and advertising...",
    "Writing the app description...",
    "Finishing the safety review...",
  ],
} as const;

export const PAYMENT_TEXTS = {
  success: "Payment successful! Your weekly billing has been reset.",
  /** Nothing weekly was reset after the upfront fee: the app just went live. */
  upfrontSuccess: "Payment successful! Your app is now live.",
  invalidSession: "Invalid payment session",
  verifyFailed: "Failed to verify payment",
  failedTitle: "Payment Failed",
  failedFallback: "Failed to process payment",
  simulatedTitle: "Payment Processed!",
  weeklyBillingNote: "Billing is processed weekly via a card payment provider.",
} as const;

/** These say what is true of the account; the server's reason follows the text. */
export const ACCOUNT_STATE_TEXTS = {
  active: {
    title: "Automatic billing is active",
    text: `Your app is shown to children. Your card is charged automatically at the end of each ${BILLING_CYCLE_DAYS}-day cycle.`,
  },
  awaiting_upfront_payment: {
    title: "Upfront fee pending",
    text: "Your app is shown to children once the $100 upfront fee is paid.",
  },
  paused: {
    title: "App paused",
    text: "Your app is not shown to children until an operator has reviewed it.",
  },
  overdue: {
    title: "Payment overdue",
    text: "Your app is disabled and not shown in search results until your bill is paid.",
  },
  cancelled: {
    title: "Subscription cancelled",
    text: "Your app is no longer shown to children and is not billed.",
  },
  pausedForReview: "An operator is reviewing your app.",
  ended: "This subscription has ended.",
  blockedUntil: (until: string) => `This website can't be registered again until ${until}.`,
} as const;

export const CANCELLATION_TEXTS = {
  button: "Cancel Subscription",
  confirmRequired: "Please confirm that you want to cancel",
  incorrectPasswordTitle: "Incorrect Password",
  outstandingFeesTitle: "Outstanding Fees",
  failedTitle: "Cancellation Failed",
  connectionErrorTitle: "Connection Error",
  connectionErrorDescription: "Unable to connect to the server. Please check your connection and try again.",
  blacklisted: `Your subscription was cancelled. Because fees were unpaid, your app URL is blocked for ${BLACKLIST_DAYS} days.`,
  cancelled: "Your subscription was cancelled.",
  /** The client shows 'Incorrect Password' when the message contains 'password'. */
  incorrectPasswordServerMessage: "Incorrect password",
  outstandingFeesServerMessage: "You have outstanding fees. Please pay them before cancelling.",
} as const;

export const ADMIN_TEXTS = {
  apiKeyRequired: "Please enter an API key",
  storeFailed: "Failed to store API key",
  /** The specification's text names OpenAI and Firebase, which this product does not use (docs/decisions.md). */
  stored: "Gemini API key stored securely (encrypted at rest)",
} as const;

export const OPERATOR_TEXTS = {
  signInTitle: "Operator sign-in",
  signInFailed: "Wrong username, password or authenticator code",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  notAnOperator: "This page is for operators only",
  signedOut: "Please sign in as an operator",
  reasonRequired: "Please give a reason",
} as const;

export const OPERATOR_ACCOUNT_TEXTS = {
  passwordRequired: "Please enter your current password",
  wrongPassword: "That is not your current password",
  codeRequired: "Enter the 6-digit code from your current authenticator app",
  wrongCode: "That code does not match: try the newest one",
  codeUsed: "That code was already used: wait for the next one",
  newPasswordTooShort: `The new password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`,
  samePassword: "Choose a new password, not your current one",
  passwordChanged: "Password changed. Your other sessions were signed out.",
  totpChanged: "Authenticator app confirmed. Your other sessions were signed out.",
  tooManyAttempts: "Too many wrong passwords. Please wait a few minutes and try again.",
  startFirst: "Start the enrolment first",
} as const;

export const ACCOUNT_DELETION_TEXTS = {
  passwordRequired: "Please enter your password to confirm account deletion.",
  failedTitle: "Deletion Failed",
  failedFallback: "Incorrect password or server error.",
  successTitle: "Account Deleted",
} as const;

export const PRIVACY_TEXTS = {
  lastUpdated: "Oct 21, 2025",
  backToDeveloperPortal: "Back to Developer Portal",
  privacySettings: "Privacy Settings",
  deleteAccount: "Delete My Account",
} as const;

export const PREVIEW_TEST_TEXTS = {
  errorTitle: "Error",
  failedDescription: "Failed to generate preview - check console for details",
  defaultUrl: "https://github.com",
  previewButton: "Preview",
} as const;
