import { buttonClassName, Card, Logo, useDocumentTitle } from "@kidsafe/ui";
import { ADMIN_COPY, PRODUCT_NAME, STUDENT_HOME_HREF } from "../lib/constants.ts";

/** The operator page; its tools (seed 001 §2 admin key form) come in a later release. */
export default function AdminPage() {
  useDocumentTitle(`${ADMIN_COPY.title} · ${PRODUCT_NAME}`);
  return (
    <main className="ks-centered-page">
      <Card className="admin-card">
        <Logo size={56} />
        <h1 className="admin-title">{ADMIN_COPY.title}</h1>
        <p className="ks-muted">{ADMIN_COPY.notice}</p>
        <a className={buttonClassName({ variant: "secondary" })} href={STUDENT_HOME_HREF}>
          {ADMIN_COPY.backToChat}
        </a>
      </Card>
    </main>
  );
}
