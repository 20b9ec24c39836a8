import { ADMIN_TEXTS, GENERAL_TEXTS, OPERATOR_TEXTS, PREVIEW_TEST_TEXTS, adminCalls, previewCalls } from "@kidsafe/contracts";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAppAt } from "../test/render-app.tsx";

function signedIn() {
  apiServer.use(
    onCall(adminCalls.adminMe, () => json(200, { username: "admin", totpEnabled: false })),
    onCall(adminCalls.adminAiKeyStatus, () => json(200, { inUse: "none", stored: null })),
  );
}

const keyField = () => screen.findByLabelText("Gemini API key");
const storeButton = () => screen.getByRole("button", { name: "Store API key" });

describe("the operator console", () => {
  it("sends a visitor who is not an operator to the sign-in page", async () => {
    apiServer.use(onCall(adminCalls.adminMe, () => failure(401, OPERATOR_TEXTS.signedOut)));
    renderAppAt("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: OPERATOR_TEXTS.signInTitle })).toBeTruthy();
  });

  it("keeps the store button disabled while the key is empty, and refuses a blank key without sending it", async () => {
    signedIn();
    renderAppAt("/admin");
    fireEvent.change(await keyField(), { target: { value: "" } });
    expect(storeButton().hasAttribute("disabled")).toBe(true);
    fireEvent.change(await keyField(), { target: { value: "   " } });
    fireEvent.click(storeButton());
    expect(await screen.findByText(ADMIN_TEXTS.apiKeyRequired)).toBeTruthy();
    expect(requestLog.filter((line) => line.startsWith("POST"))).toEqual([]);
  });

  it("stores a key with the truthful success text, and shows the server's message on failure", async () => {
    signedIn();
    const sent: string[] = [];
    apiServer.use(
      onCall(adminCalls.setOpenAiKey, ({ body }) => {
        sent.push(body.apiKey);
        return sent.length === 1 ? json(200, { ok: true }) : failure(503, "The database is not answering");
      }),
    );
    renderAppAt("/admin");
    fireEvent.change(await keyField(), { target: { value: " AIza-key-1234 " } });
    fireEvent.click(storeButton());
    expect(await screen.findByText(ADMIN_TEXTS.stored)).toBeTruthy();
    expect(sent).toEqual(["AIza-key-1234"]);
    expect(((await keyField()) as HTMLInputElement).value).toBe("");

    fireEvent.change(await keyField(), { target: { value: "AIza-key-5678" } });
    fireEvent.click(storeButton());
    expect(await screen.findByText("The database is not answering")).toBeTruthy();
  });

  it("previews https://github.com by default, and shows the seed's error with the status text on failure", async () => {
    signedIn();
    apiServer.use(
      onCall(previewCalls.getPreview, ({ query }) =>
        query.url === "https://github.com"
          ? json(200, { title: "GitHub", description: "Where code lives", image: null, url: "https://github.com/", embeddable: false })
          : failure(502, "That website did not answer"),
      ),
    );
    renderAppAt("/preview-test");
    const url = await screen.findByLabelText("URL");
    expect((url as HTMLInputElement).value).toBe(PREVIEW_TEST_TEXTS.defaultUrl);
    fireEvent.click(screen.getByRole("button", { name: PREVIEW_TEST_TEXTS.previewButton }));
    expect(await screen.findByRole("heading", { name: "GitHub" })).toBeTruthy();
    expect(screen.getByText("https://github.com/")).toBeTruthy();

    fireEvent.change(url, { target: { value: "https://slow.example" } });
    fireEvent.click(screen.getByRole("button", { name: PREVIEW_TEST_TEXTS.previewButton }));
    expect(await screen.findByRole("heading", { name: PREVIEW_TEST_TEXTS.errorTitle })).toBeTruthy();
    expect(screen.getByText(PREVIEW_TEST_TEXTS.failedDescription)).toBeTruthy();
    expect(screen.getByText("502: That website did not answer")).toBeTruthy();
  });

  it("does nothing for a blank preview URL", async () => {
    signedIn();
    renderAppAt("/preview-test");
    fireEvent.change(await screen.findByLabelText("URL"), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: PREVIEW_TEST_TEXTS.previewButton }));
    await waitFor(() => expect(requestLog.some((line) => line.startsWith("GET /api/preview"))).toBe(false));
  });

  it("shows the not-found page for other paths", async () => {
    renderAppAt("/admin-nothing-here");
    expect(await screen.findByRole("heading", { name: GENERAL_TEXTS.notFound })).toBeTruthy();
  });
});
