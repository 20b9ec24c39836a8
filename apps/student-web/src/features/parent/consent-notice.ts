import {
  CHAT_RETENTION_DAYS,
  CONSENT_CHECK_CENTS,
  CONSENT_NOTICE_VERSION,
  MODERATION_REVIEW_RETENTION_DAYS,
  SAFETY_EVENT_RETENTION_DAYS,
} from "@kidsafe/contracts";
import { PRODUCT_NAME } from "../../lib/constants.ts";

/**
 * The direct notice a parent reads before saying yes (COPPA): what we collect from the child, why, which third
 * parties receive what, how long we keep it, and the parent's rights. The privacy policy page shows the same
 * words, so the two cannot drift apart. A change here needs a new CONSENT_NOTICE_VERSION.
 */
export interface NoticeSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

const checkAmount = `$${(CONSENT_CHECK_CENTS / 100).toFixed(2)}`;

export const CONSENT_NOTICE_TITLE = "What your child shares, and your say over it";
export const CONSENT_NOTICE_VERSION_LINE = `Notice version ${CONSENT_NOTICE_VERSION}`;

export const CONSENT_NOTICE_SECTIONS: readonly NoticeSection[] = [
  {
    id: "notice-collect",
    title: "What we collect from your child",
    paragraphs: [`When your child uses chat, search, voice and photos in ${PRODUCT_NAME}, we collect:`],
    bullets: [
      "the messages your child types, and the searches;",
      "the photos your child attaches to a message;",
      "what your child says in voice mode, turned into text (we keep no audio or video recordings);",
      "the birth year, and the settings your child chooses (age for answers, subject, study mode, limits).",
    ],
  },
  {
    id: "notice-why",
    title: "Why",
    paragraphs: [
      "Only to answer your child's questions at the right level, to show past conversations back, to keep the limits you set, and to keep your child safe (answers are checked before they are shown, and worrying messages are flagged). We do not sell it, and we do not use it for advertising profiles.",
    ],
  },
  {
    id: "notice-third-parties",
    title: "Who else receives it",
    paragraphs: [],
    bullets: [
      "Google Gemini (Google LLC) receives your child's messages, photos and voice to write the answers, to hold voice conversations, and to check messages and answers for safety (moderation). They are sent without your child's username.",
      `Stripe (Stripe, Inc.) receives your card details for the consent check: a ${checkAmount} charge refunded at once. Your card details go to Stripe only; they never reach our servers.`,
    ],
  },
  {
    id: "notice-retention",
    title: "How long we keep it",
    paragraphs: [],
    bullets: [
      `Conversations and their photos are deleted when they have not been used for ${CHAT_RETENTION_DAYS} days.`,
      `Answers held back by the safety check are kept ${MODERATION_REVIEW_RETENTION_DAYS} days for review, then deleted.`,
      `Safety events (for example, a worrying message) are deleted ${SAFETY_EVENT_RETENTION_DAYS} days after they are resolved.`,
      "Everything else is kept while the account exists, and deleted with it.",
    ],
  },
  {
    id: "notice-rights",
    title: "Your rights as a parent",
    paragraphs: [
      "In the parent area you can, at any time: read your child's stored conversations (children under 13), download everything we keep about your child, withdraw your consent (chat, search, voice and photos close again and what was collected from your child is deleted), delete your child's account and all its data, and set the study-mode parent password and the daily limits. We will not ask a child for more information than the activity needs.",
    ],
  },
];
