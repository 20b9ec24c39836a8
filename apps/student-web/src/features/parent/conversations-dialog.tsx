import type { ChildSummary } from "@kidsafe/contracts";
import { parentApi } from "../../lib/api/parent.ts";
import { ChildRecordsDialog } from "./child-records-dialog.tsx";
import { childConversationsKey } from "./parent-query-keys.ts";
import { PARENT_COPY } from "./parent-copy.ts";

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/** The child's stored conversations, read when the dialog opens (children under 13). */
export function ConversationsDialog(props: {
  child: Pick<ChildSummary, "id" | "username">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { child, open, onOpenChange } = props;
  return (
    <ChildRecordsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PARENT_COPY.conversationsTitle(child.username)}
      description={PARENT_COPY.conversations}
      queryKey={childConversationsKey(child.id)}
      read={async (signal) => (await parentApi.conversations(child.id, signal)).conversations}
      loadingLabel={PARENT_COPY.loadingConversations}
      emptyText={PARENT_COPY.noConversations}
      bodyClassName="parent-conversations"
    >
      {(conversations) =>
        conversations.map((conversation) => (
          <section key={conversation.id} className="parent-conversation" aria-label={conversation.title}>
            <h3>{conversation.title}</h3>
            <p className="ks-muted">{formatTime(conversation.updatedAt)}</p>
            <ol>
              {conversation.messages.map((message, index) => (
                <li key={index} className={`parent-message parent-message--${message.role}`}>
                  <strong>{message.role === "user" ? PARENT_COPY.you : PARENT_COPY.assistant}: </strong>
                  {message.content}
                </li>
              ))}
            </ol>
          </section>
        ))
      }
    </ChildRecordsDialog>
  );
}
