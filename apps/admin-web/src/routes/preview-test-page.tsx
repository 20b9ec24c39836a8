import { ConsolePage } from "../components/console-page.tsx";
import { PreviewTest } from "../features/preview-test/preview-test.tsx";

const TITLE = "Link preview test";

/** The link preview test page. */
export default function PreviewTestPage() {
  return (
    <ConsolePage title={TITLE}>
      <PreviewTest />
    </ConsolePage>
  );
}
