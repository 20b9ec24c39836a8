import "./tabs.css";
import { classNames } from "@kidsafe/ui";
import { useCallback, useRef } from "react";
import { PlusIcon } from "../chat/icons.tsx";
import { TAB_COPY } from "./tab-copy.ts";
import { TabItem } from "./tab-item.tsx";
import type { TabFocusMove } from "./tab-item.tsx";
import type { TabsControls } from "./use-tabs.ts";

export interface TabStripProps {
  controls: TabsControls;
  /** id of the element showing the active tab's view (aria-controls). */
  panelId: string;
  phoneMode: boolean;
}

function targetIndex(move: TabFocusMove, from: number, count: number): number {
  switch (move) {
    case "previous":
      return (from - 1 + count) % count;
    case "next":
      return (from + 1) % count;
    case "first":
      return 0;
    case "last":
      return count - 1;
  }
}

/** Seed 000 §2: the tab strip across the top, with an add button; the only tab cannot be closed. */
export function TabStrip({ controls, panelId, phoneMode }: TabStripProps) {
  const { tabs, activeTab, addTab, closeTab, selectTab, renameTab } = controls;
  const tabElements = useRef(new Map<string, HTMLButtonElement>());

  const registerTab = useCallback((tabId: string, element: HTMLButtonElement | null) => {
    if (element === null) tabElements.current.delete(tabId);
    else tabElements.current.set(tabId, element);
  }, []);

  const focusTab = useCallback((tabId: string | undefined) => {
    if (tabId === undefined) return;
    // After the render that shows it (a new or newly active tab).
    requestAnimationFrame(() => tabElements.current.get(tabId)?.focus());
  }, []);

  const moveFocus = useCallback(
    (from: string, move: TabFocusMove) => {
      const index = tabs.findIndex((tab) => tab.id === from);
      const target = tabs[targetIndex(move, Math.max(index, 0), tabs.length)];
      if (target === undefined) return;
      selectTab(target.id);
      focusTab(target.id);
    },
    [tabs, selectTab, focusTab],
  );

  const closeAndFocus = useCallback(
    (tabId: string) => {
      const index = tabs.findIndex((tab) => tab.id === tabId);
      const closingFocused = tabElements.current.get(tabId)?.contains(document.activeElement) ?? false;
      closeTab(tabId);
      if (closingFocused || tabId === activeTab.id) focusTab((tabs[index + 1] ?? tabs[index - 1])?.id);
    },
    [tabs, activeTab.id, closeTab, focusTab],
  );

  return (
    <div className={classNames("tab-strip", phoneMode && "tab-strip--phone")}>
      <div role="tablist" aria-label={TAB_COPY.stripLabel} className="tab-strip-list">
        {tabs.map((tab) => (
          <TabItem
            key={tab.id}
            tab={tab}
            active={tab.id === activeTab.id}
            canClose={tabs.length > 1}
            panelId={panelId}
            onSelect={selectTab}
            onClose={closeAndFocus}
            onRename={renameTab}
            onMoveFocus={moveFocus}
            registerTab={registerTab}
          />
        ))}
      </div>
      <button type="button" className="tab-strip-add" aria-label={TAB_COPY.addTab} title={TAB_COPY.addTab} onClick={addTab}>
        <PlusIcon />
      </button>
    </div>
  );
}
