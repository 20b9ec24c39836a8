import { useDocumentTitle } from "@kidsafe/ui";
import type { ComponentType, ReactNode } from "react";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";
import { ConsoleLayout } from "./console-layout.tsx";

/** An operator's page: signed in first, then the console's frame with the page's title on the tab and as its heading. */
function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={title}>{children}</ConsoleLayout>
    </OperatorRoute>
  );
}

/** A route's page of the console: its title, and the sections it shows in that order. */
export function consolePage(title: string, ...sections: readonly ComponentType[]) {
  return function Page() {
    return (
      <ConsolePage title={title}>
        {sections.map((Section, index) => (
          <Section key={index} />
        ))}
      </ConsolePage>
    );
  };
}
