import "@kidsafe/ui/styles.css";
import "./app.css";
import { mountApp } from "@kidsafe/ui";
import { App } from "./app.tsx";
import { ROUTES } from "./lib/constants.ts";

// The chat screen shows once the sign-in check answers; its code downloads alongside that check, not after it.
const CHAT_SCREEN_PATHS: readonly string[] = [ROUTES.home, ROUTES.chat];
if (CHAT_SCREEN_PATHS.includes(window.location.pathname)) void import("./routes/home-page.tsx");

mountApp(<App />);
