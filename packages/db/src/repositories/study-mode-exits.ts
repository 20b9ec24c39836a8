import type { Db, Executor } from "../client.ts";
import type { StudyModeExitKind } from "../schema.ts";

export interface StudyModeExitRecord {
  id: number;
  kind: StudyModeExitKind;
  exitedAt: Date;
}

export function createStudyModeExitsRepository(db: Db) {
  return {
    insert(userId: number, kind: StudyModeExitKind, exitedAt: Date, executor: Executor = db): Promise<StudyModeExitRecord> {
      return executor
        .insertInto("study_mode_exits")
        .values({ user_id: userId, kind, exited_at: exitedAt })
        .returning(["id", "kind", "exited_at as exitedAt"])
        .executeTakeFirstOrThrow();
    },

    listNewest(userId: number, limit: number, executor: Executor = db): Promise<StudyModeExitRecord[]> {
      return executor
        .selectFrom("study_mode_exits")
        .select(["id", "kind", "exited_at as exitedAt"])
        .where("user_id", "=", userId)
        .orderBy("exited_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },
  };
}

export type StudyModeExitsRepository = ReturnType<typeof createStudyModeExitsRepository>;
