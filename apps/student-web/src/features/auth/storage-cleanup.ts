import { CHAT_SESSION_KEY_PREFIX, LEGACY_STORAGE_KEYS, STORAGE_KEYS } from "../../lib/storage-keys.ts";

function browserStorages(): Storage[] {
  const storages: Storage[] = [];
  try {
    storages.push(window.localStorage, window.sessionStorage);
  } catch {
    // Storage can be blocked entirely; then there is nothing to clean.
  }
  return storages;
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Keys of older versions go on login, registration and logout. */
export function clearLegacyStorage(): void {
  for (const storage of browserStorages()) {
    for (const key of LEGACY_STORAGE_KEYS) storage.removeItem(key);
  }
}

/**
 * The logout clean-up: the user's stored age, subject and grade, every stored chat
 * session (whoever it belongs to) and the legacy keys. Theme, phone mode and voice are kept.
 */
export function clearSignedOutUserStorage(userId: number | undefined): void {
  for (const storage of browserStorages()) {
    if (userId !== undefined) {
      storage.removeItem(STORAGE_KEYS.age(userId));
      storage.removeItem(STORAGE_KEYS.subject(userId));
      storage.removeItem(STORAGE_KEYS.grade(userId));
    }
    for (const key of keysOf(storage)) {
      if (key.startsWith(CHAT_SESSION_KEY_PREFIX)) storage.removeItem(key);
    }
  }
  clearLegacyStorage();
}
