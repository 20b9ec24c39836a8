import { BRUSH_SIZES, DRAWING_TOOLS, PALETTE } from "@kidsafe/contracts";
import { Button, classNames } from "@kidsafe/ui";
import { Download, Eraser, Redo2, Trash2, Undo2 } from "lucide-react";
import type { Dispatch } from "react";
import { useId } from "react";
import { ToggleButton } from "../../components/toggle-button.tsx";
import { DRAWING_COPY } from "./drawing-copy.ts";
import { TOOL_ICONS } from "./drawing-icons.ts";
import type { DrawingAction, DrawingState } from "./drawing-state.ts";
import { canRedo, canUndo } from "./drawing-state.ts";

interface DrawingToolbarProps {
  state: DrawingState;
  dispatch: Dispatch<DrawingAction>;
  onDownload: () => void;
}

/**
 * The toolbar: Tools, Size, Colors, Eraser, Clear, Download (plus Undo and Redo). On a phone the buttons show
 * their icons only (the words stay as their names), so the canvas keeps the room.
 */
export function DrawingToolbar({ state, dispatch, onDownload }: DrawingToolbarProps) {
  const sizeId = useId();
  return (
    <div className="drawing-toolbar" role="toolbar" aria-label={DRAWING_COPY.title}>
      <div className="drawing-group" role="group" aria-label={DRAWING_COPY.toolsLabel}>
        <span className="drawing-group-label" aria-hidden="true">
          {DRAWING_COPY.toolsLabel}
        </span>
        {DRAWING_TOOLS.map((tool) => {
          const Icon = TOOL_ICONS[tool];
          return (
            <ToggleButton key={tool} size="sm" pressed={state.tool === tool} onClick={() => dispatch({ type: "selectTool", tool })}>
              <Icon aria-hidden="true" size={18} /> <span className="drawing-button-label">{DRAWING_COPY.tools[tool]}</span>
            </ToggleButton>
          );
        })}
      </div>

      <div className="drawing-group">
        <label className="drawing-group-label" htmlFor={sizeId}>
          {DRAWING_COPY.sizeLabel}
        </label>
        <select
          id={sizeId}
          className="ks-input drawing-size"
          value={state.size}
          onChange={(event) => dispatch({ type: "selectSize", size: Number(event.target.value) })}
        >
          {BRUSH_SIZES.map((size) => (
            <option key={size} value={size}>
              {DRAWING_COPY.sizeOption(size)}
            </option>
          ))}
        </select>
      </div>

      <div className="drawing-group" role="group" aria-label={DRAWING_COPY.colorsLabel}>
        <span className="drawing-group-label" aria-hidden="true">
          {DRAWING_COPY.colorsLabel}
        </span>
        <div className="drawing-palette">
          {PALETTE.map(({ name, hex }) => {
            const selected = !state.eraser && state.color === hex;
            return (
              <button
                key={hex}
                type="button"
                className={classNames("drawing-swatch", selected && "drawing-swatch--selected")}
                style={{ background: hex }}
                aria-label={name}
                aria-pressed={selected}
                title={name}
                onClick={() => dispatch({ type: "selectColor", color: hex })}
              />
            );
          })}
        </div>
      </div>

      <div className="drawing-group">
        <ToggleButton size="sm" pressed={state.eraser} onClick={() => dispatch({ type: "setEraser", on: !state.eraser })}>
          <Eraser aria-hidden="true" size={18} /> <span className="drawing-button-label">{DRAWING_COPY.eraser}</span>
        </ToggleButton>
        <Button size="sm" variant="secondary" disabled={!canUndo(state)} onClick={() => dispatch({ type: "undo" })}>
          <Undo2 aria-hidden="true" size={18} /> <span className="drawing-button-label">{DRAWING_COPY.undo}</span>
        </Button>
        <Button size="sm" variant="secondary" disabled={!canRedo(state)} onClick={() => dispatch({ type: "redo" })}>
          <Redo2 aria-hidden="true" size={18} /> <span className="drawing-button-label">{DRAWING_COPY.redo}</span>
        </Button>
        <Button size="sm" variant="destructive" onClick={() => dispatch({ type: "clear" })}>
          <Trash2 aria-hidden="true" size={18} /> <span className="drawing-button-label">{DRAWING_COPY.clear}</span>
        </Button>
        <Button size="sm" onClick={onDownload}>
          <Download aria-hidden="true" size={18} /> <span className="drawing-button-label">{DRAWING_COPY.download}</span>
        </Button>
      </div>
    </div>
  );
}
