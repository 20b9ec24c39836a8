import { consolePage } from "../components/console-page.tsx";
import { SafetyEvents } from "../features/safety-events/safety-events.tsx";
import { SAFETY_EVENTS_COPY } from "../features/safety-events/safety-events-copy.ts";

/** What children's own words said that an operator must see, to review and resolve. */
export default consolePage(SAFETY_EVENTS_COPY.title, SafetyEvents);
