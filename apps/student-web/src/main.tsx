import "@kidsafe/ui/styles.css";
import "./app.css";
import { mountApp } from "@kidsafe/ui";
import { App, FIRST_SCREENS, loadFirstData } from "./app.tsx";

mountApp(<App />, { firstScreens: FIRST_SCREENS, loadFirstData });
