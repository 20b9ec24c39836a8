import type { CSSProperties, KeyboardEvent, PointerEvent } from "react";
import { useEffect, useId, useRef, useState } from "react";
import { classNames } from "@kidsafe/ui";
import { CloseIcon, TypeIcon } from "../chat/icons.tsx";
import { TAB_COPY } from "./tab-copy.ts";
import { isDoubleTap } from "./tab-gestures.ts";
import { renamedTitle, TAB_TITLE_MAX_LENGTH } from "./tab-state.ts";
import type { ChatTab, RenameTrigger } from "./tab-state.ts";
import { useHoldTooltip } from "./use-hold-tooltip.ts";

export type TabFocusMove = "previous" | "next" | "first" | "last";

export interface TabItemProps {
  tab: ChatTab;
  active: boolean;
  canClose: boolean;
  panelId: string;
  onSelect: (tabId: string) => void;
  onClose: (tabId: string) => void;
  onRename: (tabId: string, title: string) => void;
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
 * One tab: select by click or keyboard, rename by double-click / double-tap / F2 (Enter saves, Escape
 * cancels, blur saves unless blank), close with Delete or its close button (TabCloseButton), and a 2000 ms hold
 * shows the full title.
 */
export function TabItem(props: TabItemProps) {
  const { tab, active, canClose, panelId, onSelect, onClose, onRename, onMoveFocus, registerTab } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const tooltip = useHoldTooltip();
  const tooltipId = useId();
  const tabButton = useRef<HTMLButtonElement | null>(null);
  const lastTouchTapAt = useRef<number | null>(null);
  // Enter and Escape end the edit; the blur that follows when the input goes away must not save again.
  const editEnded = useRef(false);

  const editing = draft !== null;

  // The strip scrolls sideways: keep the active tab in view (a new one, or one chosen by swipe or keyboard).
  useEffect(() => {
    const element = tabButton.current;
    if (active && element !== null && typeof element.scrollIntoView === "function") {
      element.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }, [active]);

  function startEditing() {
    tooltip.cancel();
    editEnded.current = false;
    setDraft(tab.title);
  }

  function finishEditing(trigger: RenameTrigger | "cancel") {
    if (editEnded.current || draft === null) return;
    editEnded.current = true;
    if (trigger !== "cancel") {
      const title = renamedTitle(draft, trigger);
      if (title !== null) onRename(tab.id, title);
    }
    setDraft(null);
    // Back to the tab, so keyboard users continue where they were (not on a blur elsewhere).
    if (trigger !== "blur") requestAnimationFrame(() => tabButton.current?.focus());
  }

  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = FOCUS_KEYS[event.key];
    if (move !== undefined) {
      event.preventDefault();
      onMoveFocus(tab.id, move);
    } else if (event.key === "F2") {
      event.preventDefault();
      startEditing();
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
      startEditing();
    } else {
      lastTouchTapAt.current = now;
    }
  }

  return (
    <div className={classNames("tab-item", active && "tab-item--active", editing && "tab-item--editing", canClose && "tab-item--closable")}>
      {editing ? (
        <input
          className="tab-item-rename"
          aria-label={TAB_COPY.renameInput}
          value={draft}
          maxLength={TAB_TITLE_MAX_LENGTH}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              finishEditing("enter");
            } else if (event.key === "Escape") {
              event.preventDefault();
              finishEditing("cancel");
            }
          }}
          onBlur={() => finishEditing("blur")}
        />
      ) : (
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
          onDoubleClick={startEditing}
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
      )}
      {tooltip.open && !editing && (
        <span role="tooltip" id={tooltipId} className="tab-item-tooltip" style={tooltipPosition(tabButton.current)}>
          {tab.title}
        </span>
      )}
    </div>
  );
}

/**
 * A tab's close button. It sits over its tab but outside the tablist (a tablist holds tabs only), in a layer whose
 * slots are sized like the tabs, so each button scrolls with its tab.
 */
export function TabCloseButton({ tab, active, onClose }: { tab: ChatTab; active: boolean; onClose: (tabId: string) => void }) {
  return (
    <div className="tab-close-slot">
      <button
        type="button"
        className="tab-item-close"
        aria-label={TAB_COPY.closeTab(tab.title)}
        tabIndex={active ? 0 : -1}
        onClick={() => onClose(tab.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** Under the tab, in viewport coordinates: the strip scrolls sideways and would clip a tooltip inside it. */
function tooltipPosition(anchor: HTMLElement | null): CSSProperties | undefined {
  if (anchor === null) return undefined;
  const rect = anchor.getBoundingClientRect();
  return { top: rect.bottom + 6, left: Math.max(8, rect.left) };
}
