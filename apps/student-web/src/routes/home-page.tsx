import { useDocumentTitle } from "@kidsafe/ui";
import { ChatScreen } from "../features/chat/chat-screen.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

/** The signed-in home at / and /chat: the main chat screen. */
export default function HomePage() {
  useDocumentTitle(PRODUCT_NAME);
  return <ChatScreen />;
}
