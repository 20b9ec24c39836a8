import {
  Ban,
  ClipboardCheck,
  CreditCard,
  Flag,
  KeyRound,
  Layers,
  Link2,
  Lock,
  Megaphone,
  ScrollText,
  ShieldExclamationPoint,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { CONSOLE_COPY, ROUTES } from "../lib/constants.ts";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The console's pages in the side navigation, grouped by what an operator comes to do. */
export const NAV_GROUPS: ReadonlyArray<{ label: string; items: readonly NavItem[] }> = [
  {
    label: CONSOLE_COPY.navGroups.safety,
    items: [
      { to: ROUTES.safetyEvents, label: CONSOLE_COPY.nav.safetyEvents, icon: ShieldExclamationPoint },
      { to: ROUTES.blockedAnswers, label: CONSOLE_COPY.nav.blockedAnswers, icon: Ban },
      { to: ROUTES.reports, label: CONSOLE_COPY.nav.reports, icon: Flag },
    ],
  },
  {
    label: CONSOLE_COPY.navGroups.advertisers,
    items: [
      { to: ROUTES.advertisers, label: CONSOLE_COPY.nav.advertisers, icon: Megaphone },
      { to: ROUTES.review, label: CONSOLE_COPY.nav.review, icon: ClipboardCheck },
      { to: ROUTES.billing, label: CONSOLE_COPY.nav.billing, icon: CreditCard },
    ],
  },
  {
    label: CONSOLE_COPY.navGroups.system,
    items: [
      { to: ROUTES.admin, label: CONSOLE_COPY.nav.aiKey, icon: KeyRound },
      { to: ROUTES.queues, label: CONSOLE_COPY.nav.queues, icon: Layers },
      { to: ROUTES.audit, label: CONSOLE_COPY.nav.audit, icon: ScrollText },
      { to: ROUTES.previewTest, label: CONSOLE_COPY.nav.previewTest, icon: Link2 },
    ],
  },
  { label: CONSOLE_COPY.navGroups.account, items: [{ to: ROUTES.security, label: CONSOLE_COPY.nav.security, icon: Lock }] },
];
