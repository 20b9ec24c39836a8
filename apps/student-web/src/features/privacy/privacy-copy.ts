import { ACCOUNT_DELETION_TEXTS, CHAT_MAX_MESSAGES, PRIVACY_TEXTS } from "@kidsafe/contracts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { CONSENT_NOTICE_SECTIONS } from "../parent/consent-notice.ts";

/** The direct notice's bullets (what parents consent to), shown in the policy word for word. */
function noticeBullets(id: string): readonly string[] {
  return CONSENT_NOTICE_SECTIONS.find((section) => section.id === id)?.bullets ?? [];
}
const parentRights = CONSENT_NOTICE_SECTIONS.find((section) => section.id === "notice-rights")?.paragraphs ?? [];

/** Words of the privacy policy page: the seed's (PRIVACY_TEXTS, ACCOUNT_DELETION_TEXTS) and ours. */
export const PRIVACY_COPY = {
  ...PRIVACY_TEXTS,
  ...ACCOUNT_DELETION_TEXTS,
  title: "Privacy Policy",
  lastUpdatedLine: `Last updated: ${PRIVACY_TEXTS.lastUpdated}`,
  intro: `${PRODUCT_NAME} is a learning and search assistant for children and students aged 1 to 18. This policy says what we keep about you, why, for how long, and how to delete it.`,
  backToAdvertise: "Back to Advertise",
  backToKidSafe: "Back to KidSafe",
  settingsIntro: "Choices you can make right here.",
  permissionsButton: "Camera & Microphone Permissions",
  permissionsTitle: "Camera & Microphone",
  permissionsDescription:
    "Your browser manages camera and microphone permissions. Click the lock icon next to the address bar to allow or block them for this site.",
  deleteIntro:
    "Deleting your account removes your username, your chats and pictures, your settings, study mode and its exit history, and your parental limits, for good.",
  deleteDialogDescription: "This cannot be undone. Enter your password to confirm.",
  passwordLabel: "Password",
  deletedDescription: "Your account and everything in it have been removed. Goodbye!",
  signedOutDelete: "Log in to delete your account.",
  loginLink: "Login",
} as const;

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** Sections 1-13, written for this product (the specification names what the policy must say about data kept). */
export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: "who-we-are",
    title: "1. Who we are",
    paragraphs: [
      `${PRODUCT_NAME} helps children and students learn by asking an AI questions in text or by voice, searching the web with an AI overview, playing learning games and drawing. App developers can have their kid-safe apps recommended after an automated safety check.`,
    ],
  },
  {
    id: "data-we-keep",
    title: "2. The information we keep",
    paragraphs: ["We keep only what the product needs to work:"],
    bullets: [
      "Your user account: your username and your password (stored only as a one-way argon2id hash, never as you typed it).",
      "Your age or grade level and your subject preferences, to pitch answers at the right level.",
      "Your birth year, to know whether a parent's consent is needed and to start the answers at your age.",
      "For parents: your email address and your password (stored only as an argon2id hash), the children you linked, and each consent you gave (when, from which address, and for which version of the notice).",
      `Your chat history: the messages of each chat and the pictures you attach to them, limited to ${CHAT_MAX_MESSAGES.toString()} messages per chat.`,
      "Your artwork gallery: drawings you make in the Drawing Hub stay in your browser; they leave it only when you download them.",
      "Your theme (light or dark) and your voice preference, kept in your browser.",
      "Parental controls: whether study mode is on, whether the fullscreen exit alert beeps, the times fullscreen was left in study mode, the daily limits a parent set and today's message and minute counts. The parent password is stored only as an argon2id hash.",
    ],
  },
  {
    id: "how-we-use",
    title: "3. How we use it",
    paragraphs: [
      "To sign you in, to answer your questions at your level, to show your chat history back to you, to keep the limits a parent set, and to keep the service safe (for example, limiting repeated wrong passwords). We do not build advertising profiles of children and we do not sell any information.",
    ],
  },
  {
    id: "voice-and-camera",
    title: "4. Voice and camera",
    paragraphs: [
      "In voice mode, your microphone audio (and the camera picture, only if you turn the camera on) is streamed live to the AI to hold the conversation. We do not store audio or video recordings. Spoken words may appear as text in the chat like typed messages.",
    ],
  },
  {
    id: "ai-processing",
    title: "5. How the AI sees your questions",
    paragraphs: [
      "Your messages, attached pictures and the age and subject you chose are sent to our AI provider to write the answer. They are sent without your username. The AI is instructed to answer in a child-safe way.",
    ],
  },
  {
    id: "recommended-apps",
    title: "6. Recommended apps",
    paragraphs: [
      "Some answers and search results recommend apps from developers who passed our safety check and pay to be shown. We count how often an app is shown and opened to bill its developer; developers never receive your username, your messages or anything that identifies you. You can report any recommended app.",
    ],
  },
  {
    id: "children",
    title: "7. Children and parents",
    paragraphs: [
      "The product is made for ages 1 to 18. Parents and guardians can turn on study mode and set daily message and time limits with a parent password that is separate from the child's password; these rules are kept on our servers so they hold. A parent may ask us to see or delete a child's information at any time, or delete the account directly (section 14).",
      "For a child under 13, chat, search, voice and photos stay closed until a parent links to the child (with the code in the child's Settings, under 'Add a parent') and gives verifiable consent in the parent area, after reading what we collect, why, who receives it and for how long. Games and drawing are open without it.",
      ...parentRights,
      "To use these rights, open the parent area at /parent (the 'I'm a parent' link on the sign-in page), create a parent account with your email, and link your child.",
    ],
  },
  {
    id: "cookies",
    title: "8. Cookies and browser storage",
    paragraphs: [
      "We use one cookie, to keep you signed in; it cannot be read by scripts and expires after 7 days. Your browser's local storage holds your age, subject, theme, voice, phone mode and the current chat's id; signing out clears your age, subject and chat ids from it. We use no tracking or advertising cookies.",
    ],
  },
  {
    id: "retention",
    title: "9. How long we keep it",
    paragraphs: [
      `Chats keep at most ${CHAT_MAX_MESSAGES.toString()} messages and are cleared when you reset the chat. Everything else is kept while your account exists and is deleted with it. Backups roll over within 30 days.`,
    ],
    bullets: noticeBullets("notice-retention"),
  },
  {
    id: "sharing",
    title: "10. Who we share it with",
    paragraphs: [
      "Only the service providers we need to run the product (hosting, and the AI provider for answers and the web search), each bound to use the information only for us. We share information with authorities only when the law requires it.",
    ],
    bullets: noticeBullets("notice-third-parties"),
  },
  {
    id: "security",
    title: "11. Keeping it safe",
    paragraphs: [
      "Connections are encrypted (HTTPS). Passwords are hashed with argon2id. Repeated wrong passwords are slowed down. Access to our systems is limited to the people who run them.",
    ],
  },
  {
    id: "your-choices",
    title: "12. Your choices",
    paragraphs: [
      "You can change your age, subject, theme and voice in Settings at any time, clear a chat with Reset Chat, manage camera and microphone permissions in your browser, and delete your account and all its information yourself in Privacy Settings below.",
    ],
  },
  {
    id: "changes",
    title: "13. Changes to this policy",
    paragraphs: [
      "When this policy changes we update the date at the top. If a change affects what we keep about children, we tell signed-in users in the app before it applies.",
    ],
  },
];

export const PRIVACY_SETTINGS_SECTION_ID = "privacy-settings";
