// Where a student's data lives, in one place, so deleting an account or withdrawing consent leaves nothing behind.
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
  /** The voice gateway writes under the same key prefix. */
  redis: Redis;
  sessions: { destroyAllOfUser(userId: number): Promise<number> };
  servedRecords: { forget(userId: number): Promise<void> };
}

export function createStudentDataEraser(deps: StudentDataDependencies) {
  const users = createUsersRepository(deps.db);
  const accounts = createAccountsRepository(deps.db);
  const childData = createChildDataRepository(deps.db);
  const featureUsage = createFeatureUsageRepository(deps.db);
  let adKeys: Promise<AdKeys> | undefined;
  const adKeysOnce = () =>
    (adKeys ??= createAdEventsRepository(deps.db)
      .databaseName()
      .then(adKeysFor)
      .catch((error: unknown) => {
        adKeys = undefined;
        throw error;
      }));

  return {
    /** The Redis keys are swept even when there was no account, so a retry after a failure half-way finishes the job. */
    async deleteAccount(userId: number): Promise<boolean> {
      const user = await users.findById(userId);
      const existed = await accounts.deleteUser(userId);
      await deps.sessions.destroyAllOfUser(userId);
      await deps.servedRecords.forget(userId);
      await deleteStudentKeys(deps.redis, studentKeysOf(userId, user?.username, await adKeysOnce()));
      return existed;
    },

    /** Usage counts (not the child's words), links and consent records stay, so games and drawing go on. */
    async forgetCollected(userId: number): Promise<void> {
      await childData.forgetCollected(userId);
      await featureUsage.forgetSearches(userId);
      await deps.servedRecords.forget(userId);
      await deleteStudentKeys(deps.redis, collectedKeysOf(userId, await adKeysOnce()));
    },
  };
}

export type StudentDataEraser = ReturnType<typeof createStudentDataEraser>;
