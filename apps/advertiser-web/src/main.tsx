import "@kidsafe/ui/styles.css";
import "./app.css";
import { mountApp } from "@kidsafe/ui";
import { App } from "./app.tsx";

mountApp(<App />);
