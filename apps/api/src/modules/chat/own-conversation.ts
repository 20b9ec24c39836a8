import type { SessionLookup } from "@kidsafe/db";
import { notFound } from "@kidsafe/server-kit";
import { CHAT_SERVER_TEXTS } from "./texts.ts";

/** A session id that another student uses is a 404 (unless this student has a conversation under it too). */
export function refuseOthers<M>(lookup: SessionLookup<M>): SessionLookup<M> {
  if (!lookup.conversation && lookup.usedByAnotherStudent) throw notFound(CHAT_SERVER_TEXTS.chatNotFound);
  return lookup;
}
