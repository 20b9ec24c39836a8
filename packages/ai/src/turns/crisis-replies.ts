// A crisis is never answered by the general model improvising: these replies are ours.
import type { CrisisCategory } from "@kidsafe/contracts";
import { helplineFor } from "../helplines.ts";

/** Children of this age and under get the shortest words. */
const YOUNG_AGE = 9;

const EMERGENCY = "If you are in danger right now, call your local emergency number.";
const STAY = "I'm here if you want to keep talking.";

export function crisisReply(kind: CrisisCategory, age: number | null, locale: string | undefined): string {
  const young = age !== null && age <= YOUNG_AGE;
  const helpline = helplineFor(locale, kind).text;
  switch (kind) {
    case "self_harm":
      return young
        ? `I'm really glad you told me. You matter very much. Please go and tell a grown-up you trust right now, like your mum, dad or teacher. You can also call ${helpline}. ${STAY}`
        : `I'm really glad you told me. It sounds like you're going through something very hard, and you don't have to face it alone. Please tell a grown-up you trust, like a parent, a teacher or a school counsellor, today. You can also talk to ${helpline}. ${EMERGENCY} ${STAY}`;
    case "abuse":
      return young
        ? `Thank you for telling me. Nobody is allowed to hurt you, and it is not your fault. Please tell a grown-up you trust, like your teacher, as soon as you can. You can also call ${helpline}. ${STAY}`
        : `Thank you for telling me. Nobody is allowed to hurt you, and it is not your fault. Please tell a grown-up you trust, like a teacher, a school counsellor or another family member, as soon as you can. You can also talk to ${helpline}; they help children with this every day. ${EMERGENCY} ${STAY}`;
    case "grooming":
      return young
        ? `Thank you for telling me, you did the right thing. A grown-up should never ask a child for photos, for secrets or to meet alone. Please don't send anything or go to meet them. Tell your mum, dad or teacher right now. You can also call ${helpline}. ${STAY}`
        : `Thank you for telling me, you did the right thing. An adult should never ask a young person for photos, to keep secrets from their family, or to meet up alone. Please don't send anything or go to meet them, and tell a parent or another grown-up you trust right now and show them the messages. You can also talk to ${helpline}. ${STAY}`;
  }
}

export const PERSONAL_DATA_REMINDER =
  "Just a friendly reminder: it's safest not to share things like your address, phone number, passwords, or your full name with your school online, not even with me. I've hidden those details.";
