import { consolePage } from "../components/console-page.tsx";
import { BlockedAnswers } from "../features/moderation/blocked-answers.tsx";
import { BLOCKED_ANSWERS_COPY } from "../features/moderation/blocked-answers-copy.ts";

/** The AI answers reply moderation refused, per day and category. */
export default consolePage(BLOCKED_ANSWERS_COPY.title, BlockedAnswers);
