import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MODES, SessionId, TAB_TYPES } from "@kidsafe/contracts";
import { z } from "zod";
import { STORAGE_KEYS } from "../../lib/storage-keys.ts";
import { TAB_TITLE_MAX_LENGTH } from "./tab-state.ts";
import type { ChatTab, TabsState } from "./tab-state.ts";

/**
 * What survives a reload under chat_session_{userId}: the tabs without their messages, which
 * the server keeps, and each tab's search words (its results are asked for again). Logout removes every key
 * with this prefix (features/auth/storage-cleanup.ts). Fields added later are optional, so older values still read.
 */
const StoredSearch = z.object({
  query: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  trigger: z.number().int().nonnegative(),
});

const StoredTab = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(TAB_TITLE_MAX_LENGTH),
  type: z.enum(TAB_TYPES),
  sessionId: SessionId,
  mode: z.enum(CHAT_MODES),
  search: StoredSearch.nullable().optional(),
  titledByChild: z.boolean().optional(),
});
type StoredTab = z.infer<typeof StoredTab>;

function restoredTab({ search, titledByChild, ...tab }: StoredTab): ChatTab {
  // A search shows only in search mode; one read back is marked, so its answer is not a second offer.
  const shown = search != null && tab.mode === "search" ? { ...search, restored: true } : null;
  return { ...tab, search: shown, titledByChild: titledByChild ?? false };
}

const StoredTabs = z.object({
  version: z.literal(1),
  activeTabId: z.string(),
  tabs: z.array(StoredTab).min(1),
});
type StoredTabs = z.infer<typeof StoredTabs>;

/** The stored tabs, or null when there are none or they cannot be read (a hand-edited or older value). */
export function parseStoredTabs(raw: string | null): TabsState | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredTabs.safeParse(json);
  if (!parsed.success) return null;
  // Duplicated ids would make two tabs act as one: keep the first of each.
  const seen = new Set<string>();
  const tabs = parsed.data.tabs.filter((tab) => !seen.has(tab.id) && seen.add(tab.id)).map(restoredTab);
  const firstTab = tabs[0];
  if (firstTab === undefined) return null;
  const activeTabId = seen.has(parsed.data.activeTabId) ? parsed.data.activeTabId : firstTab.id;
  return { tabs, activeTabId };
}

export function serializeTabs(state: TabsState): string {
  const stored: StoredTabs = {
    version: 1,
    activeTabId: state.activeTabId,
    tabs: state.tabs.map(({ id, title, type, sessionId, mode, search, titledByChild }) => ({
      id,
      title,
      type,
      sessionId,
      mode,
      search: search === null ? null : { query: search.query, trigger: search.trigger },
      titledByChild,
    })),
  };
  return JSON.stringify(stored);
}

export function loadTabs(userId: number): TabsState | null {
  try {
    return parseStoredTabs(window.localStorage.getItem(STORAGE_KEYS.chatSession(userId)));
  } catch {
    return null; // storage disabled: the tabs last as long as the page
  }
}

export function saveTabs(userId: number, state: TabsState): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.chatSession(userId), serializeTabs(state));
  } catch {
    // Full or disabled storage: the tabs are lost on reload, the conversations stay on the server.
  }
}
