import { consolePage } from "../components/console-page.tsx";
import { AuditLog } from "../features/audit/audit-log.tsx";

/** Every operator action, newest first. */
export default consolePage("Audit log", AuditLog);
