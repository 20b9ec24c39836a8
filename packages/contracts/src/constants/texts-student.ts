/** Sign-in texts are AUTH_TEXTS in auth.ts. Texts with a blank to fill are functions. */
import { ATTACHMENT_MAX_FILES, CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from "./limits.ts";

export const GENERAL_TEXTS = {
  notFound: "404 Page Not Found",
  errorTitle: "Error",
  backToChat: "Back to Chat",
  cancel: "Cancel",
  login: "Login",
} as const;

export const CHAT_TEXTS = {
  welcomePlaceholder: "Search Anything",
  inputPlaceholder: "Search again...",
  followUpPlaceholder: "Ask a follow up...",
  switchLabel: "Switch",
  charCounter: (length: number) => `${length}/${CHAT_MESSAGE_MAX_LENGTH}`,
  messageCounter: (count: number) => `${count}/${CHAT_MAX_MESSAGES} messages`,
  approachingLimit: "Approaching limit!",
  limitReachedInline: `Chat limit reached (${CHAT_MAX_MESSAGES}/${CHAT_MAX_MESSAGES} messages). Please clear the chat to continue.`,
  /** The client matches on it. */
  limitReachedServerMessage: "Chat limit reached",
  limitReachedTitle: "Chat Limit Reached",
  limitReachedDescription: `You've reached the ${CHAT_MAX_MESSAGES} message limit for this chat. Please clear the chat to start a new conversation.`,
  appLockedTitle: "App Locked",
  timeLimitDescription: "Time limit reached. Visit Parental Controls to unlock.",
  dailyLimitDescription: "Daily message limit reached! App is locked until tomorrow.",
  clearFailed: "Failed to clear chat",
  copied: "Message copied to clipboard",
  copyFailed: "Failed to copy message",
  resetChat: "Reset Chat",
  resetChatConfirm: "Tap Again to Reset",
  switchModeTitle: "Switch Mode?",
  switchModeDescription: "Switching modes will clear your current conversation. Are you sure?",
  switchModeConfirm: "Yes, Switch",
  emptyMessage: "Please type a message or attach an image",
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
} as const;

export const UPLOAD_TEXTS = {
  tooManyFilesTitle: "Too many files",
  tooManyFilesDescription: `You can only upload up to ${ATTACHMENT_MAX_FILES} files in a message`,
  fileTooLargeTitle: "File too large",
  fileTooLargeDescription: (fileName: string) => `${fileName} is larger than 5MB`,
  invalidTypeTitle: "Invalid file type",
  invalidTypeDescription: (fileName: string) => `${fileName} is not an image. Only images are supported currently.`,
  uploadedTitle: "Files uploaded",
  uploadFailedTitle: "Upload failed",
} as const;

export const TAB_TEXTS = {
  newTab: "New Tab",
  emptyRename: "Tab",
} as const;

export const SEARCH_TEXTS = {
  allTab: "All",
  websitesTab: "Websites",
  aiOverview: "AI Overview",
  overviewBadge: "Preview",
  adBadge: "Ad",
  reportLink: "Report",
} as const;

export const REPORT_TEXTS = {
  dialogTitle: "Report Sponsored App",
  dialogDescription: "Help keep the product safe by reporting inappropriate content",
  appLabel: (appName: string) => `App: ${appName}`,
  reasonPlaceholder: "Select a reason...",
  submit: "Submit Report",
  submitting: "Submitting...",
  missingTitle: "Missing Information",
  missingDescription: "Please select a reason and provide details",
  noApp: "No app to report",
  failedTitle: "Report Failed",
  failedDescription: "Could not submit your report. Please try again.",
  successTitle: "Report Submitted",
  successDescription: "Thank you for helping keep the product safe!",
} as const;

export const PREVIEW_TEXTS = {
  unavailableTitle: "Preview unavailable",
  unavailableDescription: "Could not load website preview",
  blocked: "This website doesn't allow previews for security reasons.",
  openInNewTab: "Open in New Tab",
  invalidUrl: "Please enter a valid http or https URL",
} as const;

export const VOICE_TEXTS = {
  live: "Live",
  visitWebsite: "Visit Website",
  camera: "Camera",
  switchingVoice: (voice: string) => `Switching to ${voice}...`,
  connectionErrorTitle: "Connection Error",
  connectionErrorDescription: "Failed to connect to voice service. Please try again.",
  connectionFailedTitle: "Connection Failed",
  micPermissionDeniedTitle: "Microphone Permission Denied",
  noMicTitle: "No Microphone Found",
  micErrorTitle: "Microphone Error",
  cameraPermissionDeniedTitle: "Camera Permission Denied",
  noCameraTitle: "No Camera Found",
  cameraErrorTitle: "Camera Error",
  webRtcErrorTitle: "WebRTC Error",
  notSupportedTitle: "Voice Chat Not Supported",
  recommendationFailed: "Failed to process recommendation",
} as const;

export const STUDY_MODE_TEXTS = {
  passwordRequired: "Please enter your password",
  fullscreenRequired: "Study mode requires fullscreen. Please allow it to continue.",
  toggleFailed: "Failed to toggle study mode",
  beepToggleFailed: "Failed to toggle beep setting",
  fullscreenExitedTitle: "Fullscreen Exited",
  logoutLockedTitle: "Logout Locked",
  logoutLockedDescription: "Disable study mode first to log out",
  lockedTitle: "Locked",
  lockedDescription: "Disable study mode to change alert settings",
  viewHistory: "View History",
} as const;

export const SETTINGS_TEXTS = {
  loginRequired: "Please log in to access settings",
  accountType: "Free",
  theme: "Theme",
  age: "Age",
  subject: "Doing",
  voice: "Voice Mode Voice",
  phoneMode: "Phone Mode",
  studyMode: "Study Mode",
  fullscreenExitAlert: "Fullscreen Exit Alert",
  developerPortal: "Developer Portal",
  logOut: "Log Out",
} as const;

export const DRAWING_TEXTS = {
  loginRequired: "Please log in to access Drawing Hub",
  helpTitle: "How to use Drawing Hub:",
  saveHelpTitle: "How to save to Photos:",
  noArtworkTitle: "No artwork to download",
  noArtworkDescription: "Please draw something first",
  downloadedTitle: "Downloaded!",
  downloadedDescription: "Your artwork has been saved to Downloads",
} as const;

export const GAME_TEXTS = {
  hubTitle: "Game Hub",
  greeting: (name: string) => `Hello ${name}!`,
  backToGames: "Back to Games",
  profileTitle: "Your Profile",
  startBattle: "Start Battle!",
  battleInProgress: "Battle in Progress...",
  playerLabel: "You",
  aiLabel: "AI",
  win: "You Win!",
  loss: "You Lost!",
  draw: "Draw!",
} as const;

/** The overlay's title on the way into games, voice and drawing. */
export const OVERLAY_TEXTS = { games: GAME_TEXTS.hubTitle, voice: "Voice Mode", paint: "Art Hub" } as const;
