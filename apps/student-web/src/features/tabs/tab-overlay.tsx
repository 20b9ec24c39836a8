import { CloseIcon } from "../chat/icons.tsx";
import { TAB_COPY } from "./tab-copy.ts";
import type { ChatTab } from "./tab-state.ts";
import { TabRenameField } from "./tab-rename-field.tsx";
import type { RenameEnd } from "./tab-rename-field.tsx";

export interface TabOverlayProps {
  tab: ChatTab;
  active: boolean;
  canClose: boolean;
  renaming: boolean;
  onClose: (tabId: string) => void;
  onRenameEnd: (tabId: string, end: RenameEnd, draft: string) => void;
}

/**
 * What lies over a tab but outside the tablist (a tablist holds tabs only): its close button and, while it is
 * renamed, its name field. Each slot is sized like its tab, in a layer stacked over the tabs, so it scrolls with it.
 */
export function TabOverlay({ tab, active, canClose, renaming, onClose, onRenameEnd }: TabOverlayProps) {
  return (
    <div className="tab-close-slot">
      {renaming && <TabRenameField title={tab.title} onEnd={(end, draft) => onRenameEnd(tab.id, end, draft)} />}
      {canClose && (
        <button
          type="button"
          className="tab-item-close"
          aria-label={TAB_COPY.closeTab(tab.title)}
          tabIndex={active ? 0 : -1}
          onClick={() => onClose(tab.id)}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
