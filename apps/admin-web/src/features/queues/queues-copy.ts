// The texts of the Queues page (each background job queue, and the way to the job board).

export const QUEUES_COPY = {
  title: "Queues",
  intro:
    "The background jobs: billing, charges, safety checks, mail, privacy, site watch and family alerts. The counts refresh every 10 seconds.",
  caption: "Job queues and their jobs by state",
  queue: "Queue",
  state: "State",
  running: "Running",
  paused: "Paused",
  waiting: "Waiting",
  active: "Active",
  delayed: "Delayed",
  failed: "Failed",
  completed: "Completed",
  loading: "Loading the queues…",
  failedToLoad: "The queues could not be loaded",
  boardTitle: "Job board",
  boardIntro:
    "To look at one job, retry or promote jobs, clean a queue or pause it, open the job board. It opens in this tab with a link back to this page at the top; every change made there is written to the audit log.",
  openBoard: "Open the job board",
} as const;
