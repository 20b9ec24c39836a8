// The child's question placed in its conversation: the conversation read, the photos prepared, a re-sent question
// told apart from a new one, and the search a new follow-up starts from; then stored once the limits let it through.
import type { ChatRequest, User } from "@kidsafe/contracts";
import type { ChatAttachmentsRepository, ChatMessagesRepository, ConversationRecord, MessageRecord, SessionLookup } from "@kidsafe/db";
import { timed } from "@kidsafe/server-kit";
import { prepareAttachments } from "./attachments.ts";
import type { CheckedAttachment, PreparedAttachment } from "./attachments.ts";
import { refuseOthers } from "./own-conversation.ts";
import type { SearchContexts } from "./search-contexts.ts";

/** The search a follow-up conversation continues: its query and the overview that answered it. */
export interface SearchSeed {
  searchQuery: string;
  firstReply: string;
}

export interface PlacedQuestion {
  /** This student's conversation under the session id, if there is one yet. */
  own: ConversationRecord | undefined;
  earlier: MessageRecord[];
  attachments: PreparedAttachment[];
  /** The question is the last message, unanswered: this sends it again rather than adding it. */
  retry: boolean;
  seed: SearchSeed | undefined;
}

interface QuestionDependencies {
  photos: ChatAttachmentsRepository;
  searchContexts: SearchContexts;
}

export async function placeQuestion(
  { photos, searchContexts }: QuestionDependencies,
  student: User,
  request: ChatRequest,
  lookup: SessionLookup<MessageRecord>,
  masked: string,
  checked: readonly CheckedAttachment[],
): Promise<PlacedQuestion> {
  const { conversation: own, messages: earlier } = refuseOthers(lookup);
  const attachments = checked.length > 0 ? await timed("photos", () => prepareAttachments(checked)) : [];
  const retry = await isRetryOf(photos, earlier.at(-1), masked, attachments);
  // A new conversation that follows a search starts from the server's record of that search, never from
  // words the browser sends (docs/decisions.md): without a record it starts plain.
  const searched = !own && request.previousSearchContext ? await searchContexts.recall(student.id, request.sessionId) : null;
  const seed = searched ? { searchQuery: searched.query, firstReply: searched.overview.trim() } : undefined;
  return { own, earlier, attachments, retry, seed };
}

/** The last message is this same question, unanswered (its model call failed): sending it again retries it. */
async function isRetryOf(
  photos: ChatAttachmentsRepository,
  last: MessageRecord | undefined,
  message: string,
  attachments: readonly PreparedAttachment[],
): Promise<boolean> {
  if (last?.sender !== "user" || last.kind !== "text" || last.content !== message) return false;
  const stored = await photos.attachmentSummary(last.id);
  return (
    stored.length === attachments.length &&
    stored.every((file, index) => file.fileName === attachments[index]?.fileName && file.fileSize === attachments[index]?.fileSize)
  );
}

/** The conversation the reply goes into: a retry's question is stored already, a new one is stored now. */
export async function storeQuestion(
  messages: ChatMessagesRepository,
  student: User,
  request: ChatRequest,
  question: PlacedQuestion,
  masked: string,
): Promise<number> {
  const { own, retry, seed, attachments } = question;
  if (retry && own) return own.id;
  const { conversationId } = await messages.storeQuestion({
    userId: student.id,
    sessionId: request.sessionId,
    conversationId: own?.id,
    seed,
    content: masked,
    attachments,
  });
  return conversationId;
}
