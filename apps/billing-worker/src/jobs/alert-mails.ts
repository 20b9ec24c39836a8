import { EVENT_SUMMARIES, PARENT_AREA_PATHS, PARENT_HELPLINES, SAFETY_EVENT_CATEGORY_LABELS, ageGroupOf } from "@kidsafe/contracts";
import type { CrisisCategory, MailSendPayload } from "@kidsafe/contracts";
import type { AlertDigest, AlertedEvent } from "@kidsafe/db";

export const ALERT_MAILS = {
  subject: (label: string) => `KidSafe safety alert: ${label}`,
  digestSubject: (username: string, count: number) =>
    `KidSafe safety alerts: ${String(count)} more ${count === 1 ? "event" : "events"} for ${username} today`,
  teenWords: "Your child is 13 or older, so we do not share their own words, only what the conversation was about.",
  calmTalk: "Talk with your child calmly, in a quiet moment. Listen more than you speak, and thank them for telling.",
  noPunishment: "Please do not punish them or take their devices away for what they wrote: they might stop telling anyone.",
  advice: {
    self_harm: [
      "You can ask kindly and directly whether they are thinking about hurting themselves. Asking does not put the idea in their head.",
      "Contact their doctor, their school counsellor or a mental health professional soon.",
    ],
    abuse: [
      "If someone may be hurting your child, contact your local child protection services or the police, and tell their school.",
      "A doctor or a counsellor can help your child talk about what happened.",
    ],
    grooming: [
      "Keep the evidence: do not delete messages, photos or accounts. Take screenshots that show names and dates.",
      "Report the person to the police (in the US also to the NCMEC CyberTipline, report.cybertip.org; in the UK to CEOP).",
      "Block the person only once the evidence is kept, and tell your child's school.",
    ],
  } satisfies Record<CrisisCategory, readonly string[]>,
  surfaces: { chat: "in a chat", followup: "in a search's follow-up question", overview: "in a search", voice: "in a voice call" },
  digestIntro: "You already got today's alert emails for your child. These events came after them, so we gathered them into this one email.",
  digestMore: (count: number) => `And ${String(count)} more: see them all in the parent area.`,
} as const;

/** The parent area shows them whole. */
const DIGEST_WORDS_MAX = 500;

function timeIn(timeZone: string, at: Date): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

const isTeenAt = (event: AlertedEvent) => ageGroupOf(event.childBirthYear, event.createdAt) === "teen";
const crisisOf = (event: AlertedEvent) => event.category as CrisisCategory;

function helpLines(categories: Iterable<CrisisCategory>): string[] {
  return [
    "What you can do:",
    `- ${ALERT_MAILS.calmTalk}`,
    `- ${ALERT_MAILS.noPunishment}`,
    ...[...new Set(categories)].flatMap((category) => ALERT_MAILS.advice[category].map((line) => `- ${line}`)),
    "",
    "Where to get help:",
    ...PARENT_HELPLINES.map((line) => `- ${line}`),
  ];
}

/** `key` makes the mail job run once per event and parent. */
export function alertMail(event: AlertedEvent, parent: { id: number; email: string; timeZone: string }, publicUrl: string): MailSendPayload {
  const category = crisisOf(event);
  const label = SAFETY_EVENT_CATEGORY_LABELS[category];
  const words = isTeenAt(event) ? [ALERT_MAILS.teenWords] : ["What your child wrote:", event.childMessage];
  return {
    key: `alert-${event.id}-${String(parent.id)}`,
    to: parent.email,
    subject: ALERT_MAILS.subject(label),
    text: [
      "Hello,",
      "",
      `KidSafe noticed something in ${event.childUsername}'s account that we think you should know about today.`,
      "",
      `${label}: ${EVENT_SUMMARIES[category]}`,
      `When: ${timeIn(parent.timeZone, event.createdAt)}, ${ALERT_MAILS.surfaces[event.surface]}.`,
      "",
      ...words,
      "",
      "What KidSafe answered:",
      event.reply,
      "",
      ...helpLines([category]),
      "",
      "See this event in the parent area:",
      `${publicUrl}${PARENT_AREA_PATHS.event(event.childId, event.id)}`,
      "",
      "KidSafe",
    ].join("\n"),
  };
}

function digestEntry(event: AlertedEvent, timeZone: string): string[] {
  const category = crisisOf(event);
  const words = event.childMessage.length > DIGEST_WORDS_MAX ? `${event.childMessage.slice(0, DIGEST_WORDS_MAX)}...` : event.childMessage;
  return [
    `- ${timeIn(timeZone, event.createdAt)}, ${ALERT_MAILS.surfaces[event.surface]}: ${SAFETY_EVENT_CATEGORY_LABELS[category]}`,
    `  ${EVENT_SUMMARIES[category]}`,
    ...(isTeenAt(event) ? [] : [`  Your child wrote: ${words}`]),
  ];
}

export function alertDigestMail(digest: AlertDigest, publicUrl: string): MailSendPayload {
  const { parent, child, day, events, more } = digest;
  const teen = events.some(isTeenAt);
  return {
    key: `alert-digest-${String(parent.id)}-${String(child.id)}-${day}`,
    to: parent.email,
    subject: ALERT_MAILS.digestSubject(child.username, events.length + more),
    text: [
      "Hello,",
      "",
      ALERT_MAILS.digestIntro,
      "",
      ...events.flatMap((event) => digestEntry(event, parent.timeZone)),
      ...(more > 0 ? [ALERT_MAILS.digestMore(more)] : []),
      ...(teen ? ["", ALERT_MAILS.teenWords] : []),
      "",
      ...helpLines(events.map(crisisOf)),
      "",
      `See ${child.username}'s day in the parent area:`,
      `${publicUrl}${PARENT_AREA_PATHS.child(child.id)}`,
      "",
      "KidSafe",
    ].join("\n"),
  };
}
