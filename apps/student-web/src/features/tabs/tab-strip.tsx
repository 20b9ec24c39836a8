import "./tabs.css";
import { classNames } from "@kidsafe/ui";
import { useCallback, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from "../chat/icons.tsx";
import { TAB_COPY } from "./tab-copy.ts";
import { TabItem } from "./tab-item.tsx";
import type { TabFocusMove } from "./tab-item.tsx";
import { TabOverlay } from "./tab-overlay.tsx";
import type { RenameEnd } from "./tab-rename-field.tsx";
import { renamedTitle } from "./tab-state.ts";
import { useStripOverflow } from "./use-strip-overflow.ts";
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

/**
 * The tab strip across the top, with an add button; the only tab cannot be closed. When tabs overflow,
 * a fade with an arrow shows at each end that hides some, and the active tab is scrolled into view.
 */
export function TabStrip({ controls, panelId, phoneMode }: TabStripProps) {
  const { tabs, activeTab, addTab, closeTab, selectTab, renameTab } = controls;
  const tabElements = useRef(new Map<string, HTMLButtonElement>());
  const [renamingTabId, setRenamingTabId] = useState<string | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const activeTabElement = useCallback(() => tabElements.current.get(activeTab.id)?.closest<HTMLElement>(".tab-item") ?? null, [activeTab.id]);
  const { overflow, onScroll } = useStripOverflow(list, activeTabElement, activeTab.id, tabs.length);

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

  const endRename = useCallback(
    (tabId: string, end: RenameEnd, draft: string) => {
      const title = end === "cancel" ? null : renamedTitle(draft, end);
      if (title !== null) renameTab(tabId, title);
      setRenamingTabId(null);
      // Back to the tab, so keyboard users continue where they were (not on a blur elsewhere).
      if (end !== "blur") focusTab(tabId);
    },
    [renameTab, focusTab],
  );

  // Each tab as both of its layers show it: the tab in the tablist, and its close button and name field over it.
  const shownTabs = tabs.map((tab) => ({
    tab,
    active: tab.id === activeTab.id,
    canClose: tabs.length > 1,
    renaming: tab.id === renamingTabId,
  }));

  return (
    <div className={classNames("tab-strip", phoneMode && "tab-strip--phone")}>
      <div
        className={classNames(
          "tab-strip-scroller",
          overflow.before && "tab-strip-scroller--more-before",
          overflow.after && "tab-strip-scroller--more-after",
        )}
        data-more-before={overflow.before || undefined}
        data-more-after={overflow.after || undefined}
      >
        <div ref={list} className="tab-strip-list" onScroll={onScroll}>
          <div role="tablist" aria-label={TAB_COPY.stripLabel} className="tab-strip-tabs">
            {shownTabs.map((shown) => (
              <TabItem
                key={shown.tab.id}
                {...shown}
                panelId={panelId}
                onSelect={selectTab}
                onClose={closeAndFocus}
                onStartRename={setRenamingTabId}
                onMoveFocus={moveFocus}
                registerTab={registerTab}
              />
            ))}
          </div>
          <div className="tab-strip-closers">
            {shownTabs.map((shown) => (
              <TabOverlay key={shown.tab.id} {...shown} onClose={closeAndFocus} onRenameEnd={endRename} />
            ))}
          </div>
        </div>
        {/* Tabs hide past this end: the list scrolls (swipe, wheel, or the arrow keys between tabs). */}
        <span className="tab-strip-hint tab-strip-hint--before" aria-hidden="true">
          <ChevronLeftIcon />
        </span>
        <span className="tab-strip-hint tab-strip-hint--after" aria-hidden="true">
          <ChevronRightIcon />
        </span>
      </div>
      <button type="button" className="tab-strip-add" aria-label={TAB_COPY.addTab} title={TAB_COPY.addTab} onClick={addTab}>
        <PlusIcon />
      </button>
    </div>
  );
}
