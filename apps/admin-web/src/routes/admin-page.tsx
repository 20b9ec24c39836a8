import { consolePage } from "../components/console-page.tsx";
import { AiKeyForm } from "../features/ai-key/ai-key-form.tsx";
import { AiKeyStatus } from "../features/ai-key/ai-key-status.tsx";

/** The admin page: the AI provider's key, stored encrypted, and what is known of it. */
export default consolePage("AI key", AiKeyForm, AiKeyStatus);
