// What a family sees and sets, end to end: a teen writes something that the safety check judges a crisis; the linked,
// verified parent gets the alert mail within seconds and its link opens the child's page on that event (a summary,
// none of the teen's words). The parent then sets a 10-minute chat limit there; with 10 chat minutes used today the
// teen's next message meets 'App Locked'.
import { EVENT_SUMMARIES, FAMILY_INSIGHT_TEXTS, familyInsightCalls, SAFETY_EVENT_CATEGORY_LABELS } from "@kidsafe/contracts";
import { ChildDay } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import { aiBubbles, sendFromMessageBox, toastWithTitle } from "../support/chat.ts";
import { childLinkCode, onThisOrigin, uniqueParentEmail, verifiedParentLinkedTo } from "../support/family.ts";
import { waitForMail } from "../support/mailbox.ts";
import { openStackDatabase } from "../support/search.ts";
import { signUp } from "../support/student-session.ts";

const CRISIS_MESSAGE = "I want to kill myself";
const CHAT_LIMIT_MINUTES = 10;

// Accept-Language en-US, as in the safety-events spec: the crisis reply names the United States' helpline.
test.use({ locale: "en-US" });

test("a teen's crisis reaches the parent's inbox and page without the teen's words; a chat limit used up locks the chat", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const childContext = await browser.newContext({ locale: "en-US" });
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const child = await childContext.newPage();
  const parent = await parentContext.newPage();
  const email = uniqueParentEmail();
  // A teen (13 or older): heard at once, no parent's consent to wait for.
  const teen = await signUp(child, "teen");

  await test.step("a verified parent links the teen with the code from the teen's settings", async () => {
    const code = await childLinkCode(child);
    await verifiedParentLinkedTo(parent, email, code, teen.username);
  });

  await test.step("the teen writes a crisis message and gets the helpline", async () => {
    await child.goto("/");
    await child.getByRole("button", { name: "Text chat" }).click();
    await sendFromMessageBox(child, CRISIS_MESSAGE);
    await expect(aiBubbles(child).first()).toContainText("988");
  });

  await test.step("the alert mail's link opens the event on the child's page, in view on a phone, without the teen's words", async () => {
    const alert = await waitForMail(email.toLowerCase(), /safety alert/i, { timeoutMs: 30_000 });
    const link = /https?:\/\/\S+\/parent\/children\/\d+\?event=\S+/.exec(alert.text)?.[0];
    expect(link, `the alert mail has no link to the event:\n${alert.text}`).toBeDefined();
    expect(alert.text).not.toContain(CRISIS_MESSAGE);
    await parent.goto(onThisOrigin(link ?? ""));

    const event = parent.locator("li[aria-current='true']");
    await expect(event.getByRole("heading", { name: SAFETY_EVENT_CATEGORY_LABELS.self_harm })).toBeVisible();
    await expect(event).toContainText(EVENT_SUMMARIES.self_harm);
    await expect(event).toContainText("Needs your attention");
    await expect(event).toBeInViewport();
    await expect(parent.getByText(CRISIS_MESSAGE)).toHaveCount(0);
    await expect(parent.getByText(FAMILY_INSIGHT_TEXTS.teenTranscripts)).toBeVisible();
  });

  await test.step("the parent sets a 10-minute daily chat limit on the child's page", async () => {
    await parent.getByLabel("Chat minutes a day").fill(String(CHAT_LIMIT_MINUTES));
    await parent.getByRole("button", { name: "Save rules" }).click();
    await expect(toastWithTitle(parent, "Rules saved.")).toBeVisible();
    await expect(parent.getByText(`of ${CHAT_LIMIT_MINUTES} min`)).toBeVisible();
  });

  await test.step("with 10 chat minutes used today, the teen's next message meets 'App Locked'", async () => {
    // The child's local day as the server counts it, from the parent's own view of the day.
    const dayResponse = await parent.request.get(familyInsightCalls.parentChildDay.path.replace(":childId", String(teen.id)));
    expect(dayResponse.ok()).toBe(true);
    const { day } = ChildDay.parse(await dayResponse.json());
    const db = openStackDatabase();
    try {
      await db
        .insertInto("feature_usage")
        .values({ user_id: teen.id, day, feature: "chat", minutes: CHAT_LIMIT_MINUTES, uses: 0 })
        .onConflict((conflict) => conflict.columns(["user_id", "day", "feature"]).doUpdateSet({ minutes: CHAT_LIMIT_MINUTES }))
        .execute();
    } finally {
      await db.destroy();
    }

    await sendFromMessageBox(child, "What is a volcano?");
    await expect(toastWithTitle(child, "App Locked")).toBeVisible();
  });

  await childContext.close();
  await parentContext.close();
});
