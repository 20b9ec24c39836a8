import { Card } from "@kidsafe/ui";
import { DRAWING_COPY } from "./drawing-copy.ts";

/** Seed 000 §2 help card: 'How to use Drawing Hub:' with tips, and 'How to save to Photos:' for Mac, iPad, Windows. */
export function DrawingHelp() {
  return (
    <Card className="drawing-help">
      <h2 className="drawing-help-title">{DRAWING_COPY.helpTitle}</h2>
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
