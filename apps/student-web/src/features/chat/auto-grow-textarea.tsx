import { CHAT_INPUT_MAX_HEIGHT_PX } from "@kidsafe/contracts";
import { classNames } from "@kidsafe/ui";
import { useLayoutEffect, useRef } from "react";
import type { ComponentProps, KeyboardEvent, Ref } from "react";

export interface AutoGrowTextareaProps extends Omit<ComponentProps<"textarea">, "rows" | "ref"> {
  value: string;
  /** Enter (without Shift, outside an IME composition) calls this instead of inserting a newline. */
  onSubmit: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A one-line box that grows with its text up to 120 px, then scrolls. Enter submits,
 * Shift+Enter inserts a newline.
 */
export function AutoGrowTextarea({ value, onSubmit, onKeyDown, className, textareaRef, ...props }: AutoGrowTextareaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    const textarea = element.current;
    if (textarea === null) return;
    textarea.style.height = "auto";
    textarea.style.height = `${Math.min(textarea.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [value]);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <textarea
      {...props}
      ref={(node) => {
        element.current = node;
        if (typeof textareaRef === "function") textareaRef(node);
        else if (textareaRef) textareaRef.current = node;
      }}
      rows={1}
      value={value}
      onKeyDown={handleKeyDown}
      className={classNames("chat-textarea", className)}
      style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
    />
  );
}
