import { consolePage } from "../components/console-page.tsx";
import { QueueList } from "../features/queues/queue-list.tsx";
import { QUEUES_COPY } from "../features/queues/queues-copy.ts";

/** The background job queues, inside the console, with the way to the job board. */
export default consolePage(QUEUES_COPY.title, QueueList);
