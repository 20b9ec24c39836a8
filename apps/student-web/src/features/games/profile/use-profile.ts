import { useCallback, useEffect, useState } from "react";
import type { GameProfile } from "./profile-storage.ts";
import { profileStorageKey, readProfile, writeProfile } from "./profile-storage.ts";

/** The signed-in child's Game Hub profile, saved in this browser; follows changes made in other tabs. */
export function useProfile(userId: number): [GameProfile, (profile: GameProfile) => void] {
  const [profile, setProfile] = useState(() => readProfile(userId));

  useEffect(() => {
    setProfile(readProfile(userId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === profileStorageKey(userId)) setProfile(readProfile(userId));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [userId]);

  const save = useCallback((next: GameProfile) => setProfile(writeProfile(userId, next)), [userId]);
  return [profile, save];
}
