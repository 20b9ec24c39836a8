import "@kidsafe/ui/styles.css";
import "./app.css";
import { createQueryClient } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app.tsx";

const rootElement = document.getElementById("root");
if (rootElement === null) throw new Error("index.html lacks #root");

const queryClient = createQueryClient();

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
