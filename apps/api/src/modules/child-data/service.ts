import { FAMILY_TEXTS, ageGroupOf } from "@kidsafe/contracts";
import type { ChildConversations } from "@kidsafe/contracts";
import type { ChildDataRepository, ConsentsRepository, ParentLinksRepository, ParentsRepository } from "@kidsafe/db";
import { forbidden, notFound, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Readable } from "node:stream";
import type { Clock } from "../../clock.ts";
import { verifyPassword } from "../../passwords.ts";
import type { StudentDataEraser } from "../account/student-data.ts";
import { refuseTeenTranscripts, transcriptLineOf } from "../parents/transcripts.ts";
import { conversationTitle, exportDocument } from "./export-document.ts";
import { exportZip, safeFileName } from "./export-zip.ts";

/** What a parent reads at once: the child's latest conversations, and the newest messages among them. */
export const PARENT_CONVERSATION_BOUNDS = { maxConversations: 200, maxMessages: 2000 } as const;

export interface ChildDataDependencies {
  parents: ParentsRepository;
  links: ParentLinksRepository;
  consents: ConsentsRepository;
  childData: ChildDataRepository;
  /** The one eraser of a student's data (the account module). */
  eraser: Pick<StudentDataEraser, "deleteAccount">;
  /** Wrong own passwords when deleting a child, per parent. */
  deletionFailures: RateLimiter;
  clock: Clock;
}

/**
 * A linked parent's rights over the child's data: read the conversations (under 13), export everything, delete the
 * account. Every call first checks the link: another parent's child is the same 404 as no child at all.
 */
export function createChildDataService(deps: ChildDataDependencies) {
  async function refuseUnlinked(parentId: number, childId: number): Promise<void> {
    if (!(await deps.links.isLinked(parentId, childId))) throw notFound(FAMILY_TEXTS.notYourChild);
  }

  return {
    refuseUnlinked,

    async conversations(parentId: number, childId: number): Promise<ChildConversations> {
      await refuseUnlinked(parentId, childId);
      const child = await deps.consents.birthYearOf(childId);
      if (!child) throw notFound(FAMILY_TEXTS.notYourChild);
      refuseTeenTranscripts(ageGroupOf(child.birthYear, deps.clock()));
      const conversations = await deps.childData.conversationsOf(childId, PARENT_CONVERSATION_BOUNDS);
      return {
        conversations: conversations.map((conversation) => ({
          id: String(conversation.id),
          title: conversationTitle(conversation),
          updatedAt: conversation.lastActivityAt.toISOString(),
          messages: conversation.messages.map((message) => ({
            ...transcriptLineOf(message),
            createdAt: message.createdAt.toISOString(),
          })),
        })),
      };
    },

    /** One zip of everything about the child (for every linked parent, a teen's too), and the name to save it under. */
    async export(parentId: number, childId: number): Promise<{ fileName: string; zip: Readable }> {
      await refuseUnlinked(parentId, childId);
      const data = await deps.childData.exportOf(childId);
      if (!data) throw notFound(FAMILY_TEXTS.notYourChild);
      const now = deps.clock();
      const fileName = `kidsafe-${safeFileName(data.account.username, "child")}-${now.toISOString().slice(0, 10)}.zip`;
      return { fileName, zip: exportZip(data, exportDocument(data, now), deps.childData) };
    },

    /** With the parent's own password; study mode does not hold a parent (it holds only the child's own deletion). */
    async deleteChild(parentId: number, childId: number, password: string): Promise<void> {
      await refuseUnlinked(parentId, childId);
      const key = String(parentId);
      // A try is taken before the hash is checked: parallel guesses get no more tries than sequential ones.
      const allowance = await deps.deletionFailures.hit(key);
      if (!allowance.allowed) throw tooManyRequests(FAMILY_TEXTS.tooManyAttempts, allowance.retryAfterMs);
      const parent = await deps.parents.findParent(parentId);
      if (!parent) throw unauthorized();
      if (!(await verifyPassword(parent.passwordHash, password))) throw forbidden(FAMILY_TEXTS.wrongOwnPassword);
      await deps.deletionFailures.refund(key);
      await deps.eraser.deleteAccount(childId);
    },
  };
}

export type ChildDataService = ReturnType<typeof createChildDataService>;
