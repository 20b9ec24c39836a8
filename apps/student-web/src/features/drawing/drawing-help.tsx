import { Card, classNames } from "@kidsafe/ui";
import { DRAWING_COPY } from "./drawing-copy.ts";

/**
 * The help card: 'How to use Drawing Hub:' with tips, and 'How to save to Photos:' for Mac, iPad, Windows.
 * Always shown on a wide screen; on a narrow one only while `open` (the hub's Help button).
 */
export function DrawingHelp({ id, open }: { id: string; open: boolean }) {
  return (
    // Focusable: on a short window it scrolls on its own, and the keyboard must be able to scroll it too.
    <Card id={id} className={classNames("drawing-help", open && "drawing-help--open")} tabIndex={0} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="drawing-help-title">
        {DRAWING_COPY.helpTitle}
      </h2>
      <ul>
        {DRAWING_COPY.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <h2 className="drawing-help-title">{DRAWING_COPY.saveHelpTitle}</h2>
      <ul>
        {DRAWING_COPY.saveTips.map(({ device, tip }) => (
          <li key={device}>
            <strong>{device}:</strong> {tip}
          </li>
        ))}
      </ul>
    </Card>
  );
}
