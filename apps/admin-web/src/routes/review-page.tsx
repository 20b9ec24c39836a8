import { consolePage } from "../components/console-page.tsx";
import { ReviewQueue } from "../features/moderation/advertisers-list.tsx";

/** Apps paused by the weekly safety re-check, by reports or by an operator, with the AI's verdict. */
export default consolePage("Review queue", ReviewQueue);
