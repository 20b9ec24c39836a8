import { STORAGE_KEYS } from "@kidsafe/contracts";

/**
 * Every browser storage key the student app reads or clears. The names come from the
 * contracts, which the e2e tests share.
 */
export { LEGACY_STORAGE_KEYS, STORAGE_KEYS } from "@kidsafe/contracts";

/** Logout removes every key that starts with this prefix, whoever it belongs to. */
export const CHAT_SESSION_KEY_PREFIX = STORAGE_KEYS.chatSession("");
