import { parentApi } from "../../lib/api/parent.ts";
import { ChildRecordsDialog } from "./child-records-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";
import { childConversationsKey } from "./parent-query-keys.ts";
import { PARENT_COPY } from "./parent-copy.ts";

const formatTime = (iso: string) => new Date(iso).toLocaleString();

const conversationsQuery = (childId: number) => ({
  queryKey: childConversationsKey(childId),
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await parentApi.conversations(childId, signal)).conversations,
});

/** The child's stored conversations, read when the dialog opens (children under 13). */
export function ConversationsDialog(props: ChildDialogProps) {
  return (
    <ChildRecordsDialog
      {...props}
      copy={PARENT_COPY.conversations}
      query={conversationsQuery(props.child.id)}
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
