import { ConsolePage } from "../components/console-page.tsx";
import { AiKeyForm } from "../features/ai-key/ai-key-form.tsx";
import { AiKeyStatus } from "../features/ai-key/ai-key-status.tsx";

const TITLE = "AI key";

/** The admin page: the AI provider's key, stored encrypted, and what is known of it. */
export default function AdminPage() {
  return (
    <ConsolePage title={TITLE}>
      <AiKeyForm />
      <AiKeyStatus />
    </ConsolePage>
  );
}
