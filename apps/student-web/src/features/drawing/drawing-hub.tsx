import { DRAWING_CANVAS_MIN_HEIGHT_PX } from "@kidsafe/contracts";
import { Button, DisclosureButton, toast } from "@kidsafe/ui";
import { ArrowLeft, CircleHelp } from "lucide-react";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { ClosedHub } from "../settings/parental/closed-hub.tsx";
import { useFeatureInFront } from "../settings/parental/feature-in-front.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { downloadArtwork } from "./download-artwork.ts";
import { DrawingCanvas } from "./drawing-canvas.tsx";
import { DRAWING_COPY } from "./drawing-copy.ts";
import { DrawingHelp } from "./drawing-help.tsx";
import { hasPaintedPixel } from "./drawing-renderer.ts";
import { drawingReducer, INITIAL_DRAWING_STATE } from "./drawing-state.ts";
import { DrawingToolbar } from "./drawing-toolbar.tsx";
import "./drawing.css";

const CLOSED_CLASSES = { hub: "drawing-hub", header: "drawing-hub-header", closed: "drawing-closed" };

export interface DrawingHubProps {
  /** 'Back to Chat' inside a tab; the /ai-paint page passes browser history back. */
  onBack: () => void;
  /** The back button's text; 'Back to Chat' unless the host says otherwise. */
  backLabel?: string;
  /** Where the 'App Locked' screen leads: the chat (a tab's back already goes there, so it is the default). */
  onHome?: () => void;
}

/**
 * The Drawing Hub: toolbar, the canvas, and the help card. It fills the height its host gives it: the canvas
 * takes what is left (never under 300 px), and the help sits beside it on a wide screen, behind a Help button
 * on a narrow one. Closed while study mode is on.
 */
export default function DrawingHub({ onBack, backLabel = DRAWING_COPY.backToChat, onHome = onBack }: DrawingHubProps) {
  const { enabled: studyMode } = useStudyMode();
  const locked = useFeatureInFront(studyMode ? null : "drawing");
  const [state, dispatch] = useReducer(drawingReducer, INITIAL_DRAWING_STATE);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const helpId = useId();
  const [helpOpen, setHelpOpen] = useState(false);

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const key = event.key.toLowerCase();
      if (key === "z") dispatch({ type: event.shiftKey ? "redo" : "undo" });
      else if (key === "y") dispatch({ type: "redo" });
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  async function download() {
    const canvas = canvasRef.current;
    if (!canvas || !hasPaintedPixel(canvas)) {
      toast({ title: DRAWING_COPY.noArtworkTitle, description: DRAWING_COPY.noArtworkDescription, variant: "destructive" });
      return;
    }
    try {
      await downloadArtwork(canvas, Date.now());
      toast({ title: DRAWING_COPY.downloadedTitle, description: DRAWING_COPY.downloadedDescription });
    } catch (error) {
      toast({ title: DRAWING_COPY.downloadFailed, description: (error as Error).message, variant: "destructive" });
    }
  }

  const back = (
    <Button variant="ghost" onClick={onBack}>
      <ArrowLeft aria-hidden="true" size={18} /> {backLabel}
    </Button>
  );

  if (locked !== null || studyMode) {
    return <ClosedHub classes={CLOSED_CLASSES} copy={DRAWING_COPY} locked={locked} back={back} onHome={onHome} />;
  }

  return (
    <div className="drawing-hub">
      <header className="drawing-hub-header">
        {back}
        <h1 className="drawing-hub-title">{DRAWING_COPY.title}</h1>
        <DisclosureButton
          variant="secondary"
          size="sm"
          className="drawing-help-toggle"
          open={helpOpen}
          onOpenChange={setHelpOpen}
          controls={helpId}
        >
          <CircleHelp aria-hidden="true" size={18} /> {DRAWING_COPY.help}
        </DisclosureButton>
      </header>
      <DrawingToolbar state={state} dispatch={dispatch} onDownload={() => void download()} />
      <div className="drawing-body" style={{ minHeight: DRAWING_CANVAS_MIN_HEIGHT_PX }}>
        <DrawingCanvas state={state} dispatch={dispatch} canvasRef={canvasRef} />
        <DrawingHelp id={helpId} open={helpOpen} />
      </div>
    </div>
  );
}
