// Where a student's data lives, in one place: PostgreSQL (every table cascades from users), the session store, and
// the Redis keys holding the student's id or words. A student deleting their own account, a parent deleting the
// child's, and a parent withdrawing consent all go through here.
import { adKeysFor } from "@kidsafe/ads";
import type { AdKeys } from "@kidsafe/ads";
import {
  createAccountsRepository,
  createAdEventsRepository,
  createChildDataRepository,
  createFeatureUsageRepository,
  createUsersRepository,
} from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Redis } from "ioredis";
import { collectedKeysOf, deleteStudentKeys, studentKeysOf } from "./student-redis-keys.ts";

export interface StudentDataDependencies {
  db: Db;
  /** The API's client, with its key prefix (the voice gateway writes under the same one). */
  redis: Redis;
  /** Ends every session of a student (the Redis session store). */
  sessions: { destroyAllOfUser(userId: number): Promise<number> };
  /** The Redis records of the ads served to the student (the tracking module). */
  servedRecords: { forget(userId: number): Promise<void> };
}

export function createStudentDataEraser(deps: StudentDataDependencies) {
  const users = createUsersRepository(deps.db);
  const accounts = createAccountsRepository(deps.db);
  const childData = createChildDataRepository(deps.db);
  const featureUsage = createFeatureUsageRepository(deps.db);
  let adKeys: Promise<AdKeys> | undefined;
  // The ads' keys carry the database's name, asked once.
  const adKeysOnce = () =>
    (adKeys ??= createAdEventsRepository(deps.db)
      .databaseName()
      .then(adKeysFor)
      .catch((error: unknown) => {
        adKeys = undefined;
        throw error;
      }));

  return {
    /**
     * The account and everything of it: the user's rows (one cascading transaction; reports keep their row without
     * the child's words), every session, and every Redis key holding the id or the username. Answers whether there
     * was an account; the Redis keys are swept either way (a retry after a failure half-way finishes the job).
     */
    async deleteAccount(userId: number): Promise<boolean> {
      const user = await users.findById(userId);
      const existed = await accounts.deleteUser(userId);
      await deps.sessions.destroyAllOfUser(userId);
      await deps.servedRecords.forget(userId);
      await deleteStudentKeys(deps.redis, studentKeysOf(userId, user?.username, await adKeysOnce()));
      return existed;
    },

    /**
     * Consent withdrawn: what was collected from the child (conversations with their messages, voice transcripts and
     * photos, safety events, the search history, searched words beside served ads, search contexts and voice handles
     * in Redis). The account, its settings, usage counts (minutes and uses per feature and subject: not the child's
     * words), links and consent records stay, so games and drawing go on.
     */
    async forgetCollected(userId: number): Promise<void> {
      await childData.forgetCollected(userId);
      await featureUsage.forgetSearches(userId);
      await deps.servedRecords.forget(userId);
      await deleteStudentKeys(deps.redis, collectedKeysOf(userId, await adKeysOnce()));
    },
  };
}

export type StudentDataEraser = ReturnType<typeof createStudentDataEraser>;
