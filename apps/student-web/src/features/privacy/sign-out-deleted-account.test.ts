import { STORAGE_KEYS } from "@kidsafe/contracts";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_USER_QUERY_KEY } from "../auth/use-auth.ts";
import { signOutDeletedAccount } from "./sign-out-deleted-account.ts";

beforeEach(() => localStorage.clear());

describe("signOutDeletedAccount", () => {
  it("forgets every key of the deleted user, keeps other users' and the global theme", () => {
    for (const key of [
      STORAGE_KEYS.age(4),
      STORAGE_KEYS.subject(4),
      STORAGE_KEYS.grade(4),
      STORAGE_KEYS.theme(4),
      STORAGE_KEYS.phoneMode(4),
      STORAGE_KEYS.chatSession(4),
    ]) {
      localStorage.setItem(key, "x");
    }
    localStorage.setItem(STORAGE_KEYS.theme(5), "dark");
    localStorage.setItem(STORAGE_KEYS.themeGlobal, "dark");
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { id: 4, username: "gone" });
    queryClient.setQueryData(["GET", "/api/study-mode", 4], { enabled: false, beepEnabled: true });

    signOutDeletedAccount(queryClient, 4);

    expect(Object.keys({ ...localStorage }).sort()).toEqual([STORAGE_KEYS.theme(5), STORAGE_KEYS.themeGlobal].sort());
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(["GET", "/api/study-mode", 4])).toBeUndefined();
  });
});
