import type { ChildSummary } from "@kidsafe/contracts";
import { Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { parentApi } from "../../lib/api/parent.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { childConversationsKey } from "./parent-query-keys.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { ParentDialog } from "./parent-dialog.tsx";

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/** The child's stored conversations, read when the dialog opens (children under 13). */
export function ConversationsDialog(props: {
  child: Pick<ChildSummary, "id" | "username">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { child, open, onOpenChange } = props;
  const conversations = useQuery({
    queryKey: childConversationsKey(child.id),
    queryFn: ({ signal }) => parentApi.conversations(child.id, signal),
    enabled: open,
    staleTime: 0,
  });
  let body;
  if (conversations.isPending) body = <Spinner label={PARENT_COPY.loadingConversations} />;
  else if (conversations.isError) body = <p role="alert">{plainMessage(conversations.error)}</p>;
  else if (conversations.data.conversations.length === 0) body = <p>{PARENT_COPY.noConversations}</p>;
  else {
    body = conversations.data.conversations.map((conversation) => (
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
    ));
  }
  return (
    <ParentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PARENT_COPY.conversationsTitle(child.username)}
      description={PARENT_COPY.conversations}
      descriptionHidden
    >
      <div className="parent-conversations">{body}</div>
    </ParentDialog>
  );
}
