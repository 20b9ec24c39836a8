import type { CSSProperties, KeyboardEvent, PointerEvent } from "react";
import { useEffect, useId, useRef } from "react";
import { classNames } from "@kidsafe/ui";
import { TypeIcon } from "../chat/icons.tsx";
import { TAB_COPY } from "./tab-copy.ts";
import { isDoubleTap } from "./tab-gestures.ts";
import type { ChatTab } from "./tab-state.ts";
import { useHoldTooltip } from "./use-hold-tooltip.ts";

export type TabFocusMove = "previous" | "next" | "first" | "last";

export interface TabItemProps {
  tab: ChatTab;
  active: boolean;
  canClose: boolean;
  renaming: boolean;
  panelId: string;
  onSelect: (tabId: string) => void;
  onClose: (tabId: string) => void;
  onStartRename: (tabId: string) => void;
  onMoveFocus: (from: string, move: TabFocusMove) => void;
  registerTab: (tabId: string, element: HTMLButtonElement | null) => void;
}

const FOCUS_KEYS: Readonly<Record<string, TabFocusMove>> = {
  ArrowLeft: "previous",
  ArrowRight: "next",
  Home: "first",
  End: "last",
};

/**
 * One tab: select by click or keyboard, rename by double-click / double-tap / F2 (the name field lies over the tab,
 * TabOverlay), close with Delete or its close button (TabOverlay), and a long press shows the full title.
 */
export function TabItem(props: TabItemProps) {
  const { tab, active, canClose, renaming, panelId, onSelect, onClose, onStartRename, onMoveFocus, registerTab } = props;
  const tooltip = useHoldTooltip();
  const tooltipId = useId();
  const tabButton = useRef<HTMLButtonElement | null>(null);
  const lastTouchTapAt = useRef<number | null>(null);

  // The strip scrolls sideways: keep the active tab in view (a new one, or one chosen by swipe or keyboard).
  useEffect(() => {
    const element = tabButton.current;
    if (active && element !== null && typeof element.scrollIntoView === "function") {
      element.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }, [active]);

  function startRenaming() {
    tooltip.cancel();
    onStartRename(tab.id);
  }

  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = FOCUS_KEYS[event.key];
    if (move !== undefined) {
      event.preventDefault();
      onMoveFocus(tab.id, move);
    } else if (event.key === "F2") {
      event.preventDefault();
      startRenaming();
    } else if (event.key === "Delete" && canClose) {
      event.preventDefault();
      onClose(tab.id);
    }
  }

  function handlePointerUp(event: PointerEvent<HTMLButtonElement>) {
    tooltip.release();
    if (event.pointerType !== "touch") return; // mice and pens get dblclick from the browser
    const now = event.timeStamp;
    if (isDoubleTap(lastTouchTapAt.current, now)) {
      lastTouchTapAt.current = null;
      startRenaming();
    } else {
      lastTouchTapAt.current = now;
    }
  }

  return (
    <div className={classNames("tab-item", active && "tab-item--active", canClose && "tab-item--closable")}>
      <button
        ref={(element) => {
          tabButton.current = element;
          registerTab(tab.id, element);
        }}
        type="button"
        role="tab"
        id={`tab-${tab.id}`}
        className="tab-item-button"
        aria-selected={active}
        aria-controls={panelId}
        aria-describedby={tooltip.open ? tooltipId : undefined}
        tabIndex={active ? 0 : -1}
        title={TAB_COPY.renameHint}
        onClick={() => onSelect(tab.id)}
        onDoubleClick={startRenaming}
        onKeyDown={handleTabKeyDown}
        onPointerDown={tooltip.start}
        onPointerUp={handlePointerUp}
        onPointerLeave={tooltip.cancel}
        onPointerCancel={tooltip.cancel}
        onContextMenu={(event) => {
          // A long press on a phone would open the browser's menu over the tooltip.
          if (tooltip.open) event.preventDefault();
        }}
      >
        <TypeIcon type={tab.type} />
        <span className="tab-item-title">{tab.title}</span>
        {tab.type !== "chat" && <span className="ks-visually-hidden">{` (${TAB_COPY.typeLabel[tab.type]})`}</span>}
      </button>
      {tooltip.open && !renaming && (
        <span role="tooltip" id={tooltipId} className="tab-item-tooltip" style={tooltipPosition(tabButton.current)}>
          {tab.title}
        </span>
      )}
    </div>
  );
}

/** Under the tab, in viewport coordinates: the strip scrolls sideways and would clip a tooltip inside it. */
function tooltipPosition(anchor: HTMLElement | null): CSSProperties | undefined {
  if (anchor === null) return undefined;
  const rect = anchor.getBoundingClientRect();
  return { top: rect.bottom + 6, left: Math.max(8, rect.left) };
}
