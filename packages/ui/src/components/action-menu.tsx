import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { classNames } from "../class-names.ts";
import "./action-menu.css";

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  /** Drawn in the danger colour, after a separator: an action that cannot simply be taken back. */
  destructive?: boolean;
  disabled?: boolean;
  /** An icon before the label (decorative: the label names the action). */
  icon?: ReactNode;
}

export interface ActionMenuProps {
  /** The trigger's accessible name, naming the row: "Actions for Fractions Fun". */
  label: string;
  items: readonly ActionMenuItem[];
  className?: string;
}

/**
 * A row's actions behind one "more" button: a keyboard-navigable menu (arrow keys, Escape, focus back on the
 * trigger). Destructive actions come last, set apart; the caller asks for confirmation before doing one.
 */
export function ActionMenu({ label, items, className }: ActionMenuProps) {
  const safe = items.filter((item) => item.destructive !== true);
  const destructive = items.filter((item) => item.destructive === true);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={classNames("ks-action-menu-trigger", className)} aria-label={label}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <circle cx="4" cy="10" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="16" cy="10" r="1.8" />
        </svg>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="ks-action-menu" align="end" sideOffset={4} collisionPadding={8}>
          {safe.map((item) => (
            <ActionMenuEntry key={item.label} item={item} />
          ))}
          {safe.length > 0 && destructive.length > 0 && <Menu.Separator className="ks-action-menu-separator" />}
          {destructive.map((item) => (
            <ActionMenuEntry key={item.label} item={item} />
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function ActionMenuEntry({ item }: { item: ActionMenuItem }) {
  return (
    <Menu.Item
      className={classNames("ks-action-menu-item", item.destructive === true && "ks-action-menu-item--destructive")}
      disabled={item.disabled}
      onSelect={item.onSelect}
    >
      {item.icon !== undefined && (
        <span className="ks-action-menu-icon" aria-hidden="true">
          {item.icon}
        </span>
      )}
      {item.label}
    </Menu.Item>
  );
}
