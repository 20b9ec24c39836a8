import "@kidsafe/ui/testing/web-app-setup";
import { notifyManager } from "@tanstack/react-query";

// React Query batches its notifications in a zero-delay timeout. A fake clock delays a timeout set while its timers
// run by 1 ms, so pages would not update until the clock moved; a microtask (an option React Query documents) keeps
// the seed's timings exact in the tests.
notifyManager.setScheduler(queueMicrotask);
