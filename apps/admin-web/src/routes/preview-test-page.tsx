import { consolePage } from "../components/console-page.tsx";
import { PreviewTest } from "../features/preview-test/preview-test.tsx";

/** The link preview test page. */
export default consolePage("Link preview test", PreviewTest);
