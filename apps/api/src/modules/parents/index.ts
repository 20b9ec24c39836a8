import {
  createConsentsRepository,
  createFamilyInsightRepository,
  createParentLinksRepository,
  createParentsRepository,
  createUsersRepository,
} from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import { createMailOutbox } from "@kidsafe/mail/outbox";
import type { Payments } from "@kidsafe/payments";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import { createParentAccounts } from "./accounts.ts";
import { createChildDay } from "./child-day.ts";
import { createChildSummaries } from "./child-summaries.ts";
import type { ChildSummariesDependencies } from "./child-summaries.ts";
import { createParentChildren } from "./children.ts";
import { createParentConsent } from "./consent.ts";
import type { CollectedDataEraser } from "./consent.ts";
import { createParentSettings } from "./parent-settings.ts";
import { PARENT_RATE_LIMITS } from "./rate-limits.ts";
import { createRemoteControls } from "./remote-controls.ts";
import type { RemoteControlsDependencies } from "./remote-controls.ts";
import { parentRoutesOf } from "./routes.ts";

export interface ParentsNeeds {
  sessions: ParentSessions;
  isCurrent: (identity: ParentIdentity) => Promise<boolean>;
  payments: Pick<Payments, "createOneTimeCheckout" | "getCheckout" | "refundPayment">;
  parentPassword: RemoteControlsDependencies["parentPassword"];
  limits: ChildSummariesDependencies["limits"] & RemoteControlsDependencies["limits"];
  studyMode: ChildSummariesDependencies["studyMode"];
  eraser: CollectedDataEraser;
}

export function parentsModule(
  { config, db, clock, log, rateLimiter }: ApiContext,
  needs: ParentsNeeds,
): ApiModule & { sessions: ParentSessions; isCurrent: (identity: ParentIdentity) => Promise<boolean> } {
  const repositories = { parents: createParentsRepository(db), links: createParentLinksRepository(db), consents: createConsentsRepository(db) };
  const { parents, links, consents } = repositories;
  // A mail server that is down delays a mail, never loses it or fails a call.
  const queues = createJobQueues({ connection: config.redisUrl, prefix: config.jobsQueuePrefix });
  const limiters = Object.fromEntries(Object.entries(PARENT_RATE_LIMITS).map(([name, rule]) => [name, rateLimiter(rule)])) as {
    [Name in keyof typeof PARENT_RATE_LIMITS]: ReturnType<typeof rateLimiter>;
  };
  limiters.signUpPerIp = rateLimiter({ ...PARENT_RATE_LIMITS.signUpPerIp, limit: config.registrationsPerAddressPerHour });
  const summaries = createChildSummaries({ ...repositories, limits: needs.limits, studyMode: needs.studyMode, clock });
  const routes = parentRoutesOf({
    sessions: needs.sessions,
    isCurrent: needs.isCurrent,
    accounts: createParentAccounts({ parents, outbox: createMailOutbox(queues), clock, publicUrl: config.publicUrl, limits: limiters }),
    summaries,
    children: createParentChildren({ db, links, users: createUsersRepository(db), summaries, clock, limits: limiters }),
    consent: createParentConsent({
      consents,
      payments: needs.payments,
      eraser: needs.eraser,
      summaries,
      clock,
      publicUrl: config.publicUrl,
      log,
    }),
    remote: createRemoteControls({ summaries, parentPassword: needs.parentPassword, limits: needs.limits }),
    day: createChildDay({ consents, insight: createFamilyInsightRepository(db), summaries, rules: needs.limits, clock }),
    settings: createParentSettings({ parents, unsubscribesPerIp: limiters.unsubscribesPerIp, clock }),
  });
  return {
    plugin: async (app) => {
      app.addHook("onClose", () => queues.close());
      await routes(app);
    },
    sessions: needs.sessions,
    isCurrent: needs.isCurrent,
  };
}
