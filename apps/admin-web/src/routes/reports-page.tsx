import { consolePage } from "../components/console-page.tsx";
import { ReportsList } from "../features/moderation/reports-list.tsx";

/** Children's reports about sponsored apps. */
export default consolePage("Reports", ReportsList);
