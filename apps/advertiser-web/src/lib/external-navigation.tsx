import { createContext, useContext } from "react";

/** Leaves the app for another page, possibly on another origin (the card payment provider's checkout). */
export type NavigateExternal = (url: string) => void;

const assignLocation: NavigateExternal = (url) => window.location.assign(url);

/**
 * The browser's full-page navigation, supplied through context so component tests can see where the app sends the
 * advertiser (jsdom cannot leave its page).
 */
export const ExternalNavigationContext = createContext<NavigateExternal>(assignLocation);

export function useNavigateExternal(): NavigateExternal {
  return useContext(ExternalNavigationContext);
}
