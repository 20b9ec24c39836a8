import "@kidsafe/ui/styles.css";
import "./app.css";
import { mountApp } from "@kidsafe/ui";
import { App } from "./app.tsx";
import { ROUTES } from "./lib/constants.ts";

// The first screen's code downloads alongside the sign-in check and the first render, not after them.
const loadChatScreen = () => import("./routes/home-page.tsx");
const FIRST_SCREENS: Readonly<Record<string, () => Promise<unknown>>> = {
  [ROUTES.home]: loadChatScreen,
  [ROUTES.chat]: loadChatScreen,
  [ROUTES.auth]: () => import("./routes/auth-page.tsx"),
};
void FIRST_SCREENS[window.location.pathname]?.();

mountApp(<App />);
