import { OVERLAY_TEXTS } from "@kidsafe/contracts";
import type { TabTypeName } from "@kidsafe/contracts";

/** Words of the tab strip that the seed does not give (ours); tab titles themselves are TAB_TEXTS. */
export const TAB_COPY = {
  stripLabel: "Tabs",
  addTab: "Add a tab",
  closeTab: (title: string) => `Close tab ${title}`,
  renameInput: "Tab name",
  renameHint: "Double-click, double-tap or press F2 to rename",
  typeLabel: {
    chat: "Chat",
    games: OVERLAY_TEXTS.games,
    paint: OVERLAY_TEXTS.paint,
  } satisfies Record<TabTypeName, string>,
} as const;
