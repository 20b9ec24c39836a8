// A parent's consent through the real API and the Stripe emulator (the real SDK): a card check of 50 cents with no
// customer, read back from Stripe, recorded once and refunded at once; a declined card; another parent's check;
// withdrawing; and the billing webhook leaving consent checkouts alone.
import { CONSENT_CHECK_CENTS, CONSENT_NOTICE_VERSION, FAMILY_TEXTS } from "@kidsafe/contracts";
import type { ChildSummary, FamilyStatus } from "@kidsafe/contracts";
import { createChatMessagesRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, linkChild, payCheckout, registerChild, registerTeen, send, startFamilyWorld, verifiedParent } from "./parents-support.ts";
import type { Child, FamilyWorld, Parent } from "./parents-support.ts";

let world: FamilyWorld;
beforeAll(async () => {
  world = await startFamilyWorld();
});
afterAll(() => world.close());

const startConsent = (parent: Parent, childId: number, noticeVersion = CONSENT_NOTICE_VERSION) =>
  send(world, "POST", `/api/parent/children/${childId}/consent`, parent.cookie, { noticeVersion });
const confirm = (parent: Parent, checkoutSessionId: string) =>
  send(world, "POST", "/api/parent/consent/confirm", parent.cookie, { checkoutSessionId });
const familyOf = async (child: Child) => (await send(world, "GET", "/api/family", child.cookie)).json<FamilyStatus>();
const consentRows = (childId: number) =>
  world.api.database.db.selectFrom("parental_consents").selectAll().where("user_id", "=", childId).orderBy("id").execute();

/** A linked child and the checkout the parent was sent to, paid with `card`: the session id from the success URL. */
async function paidCheck(parent: Parent, child: Child, card: string = CARDS.pays): Promise<{ checkoutSessionId: string; paid: boolean }> {
  const started = await startConsent(parent, child.id);
  expect(started.statusCode, started.body).toBe(200);
  const { checkoutUrl } = started.json<{ checkoutUrl: string }>();
  const checkoutSessionId = /\/c\/pay\/(cs_[A-Za-z0-9_]+)/.exec(checkoutUrl)?.[1] ?? "";
  const paid = await payCheckout(checkoutUrl, card);
  if (paid.status === 303) {
    expect(paid.location).toBe(`http://127.0.0.1:3000/parent/consent/done?session_id=${checkoutSessionId}`);
  }
  return { checkoutSessionId, paid: paid.status === 303 };
}

async function linkedChild(): Promise<{ parent: Parent; child: Child }> {
  const parent = await verifiedParent(world);
  const child = await registerChild(world);
  await linkChild(world, parent, child);
  return { parent, child };
}

describe("giving consent with a card check", () => {
  it("charges 50 cents with no customer, records the consent, refunds at once, and the child is heard", async () => {
    const { parent, child } = await linkedChild();
    expect(await familyOf(child)).toMatchObject({ heard: false, consent: "needed" });
    const { checkoutSessionId, paid } = await paidCheck(parent, child);
    expect(paid).toBe(true);
    const session = world.stripe.state.checkoutSessions.get(checkoutSessionId)?.session;
    expect(session).toMatchObject({
      amount_total: CONSENT_CHECK_CENTS,
      customer: null,
      cancel_url: "http://127.0.0.1:3000/parent?consent=cancelled",
    });
    expect(session?.metadata).toEqual({
      purpose: "parental_consent",
      parentId: String(parent.id),
      childId: String(child.id),
      noticeVersion: CONSENT_NOTICE_VERSION,
    });

    const confirmed = await confirm(parent, checkoutSessionId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ChildSummary>().consent).toMatchObject({ status: "given", givenByMe: true });
    expect(await familyOf(child)).toMatchObject({ heard: true, consent: "given" });

    const paymentIntentId = typeof session?.payment_intent === "string" ? session.payment_intent : "";
    const refunds = [...world.stripe.state.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
    expect(refunds.map((refund) => [refund.amount, refund.status])).toEqual([[CONSENT_CHECK_CENTS, "succeeded"]]);
    const rows = await consentRows(child.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      parent_id: parent.id,
      notice_version: CONSENT_NOTICE_VERSION,
      method: "card_check",
      checkout_session_id: checkoutSessionId,
      payment_intent_id: paymentIntentId,
      withdrawn_at: null,
    });
    expect(rows[0]?.ip).toBeTruthy();
    expect(rows[0]?.refunded_at).toBeInstanceOf(Date);

    // The page reloaded: nothing more is recorded or refunded.
    expect((await confirm(parent, checkoutSessionId)).statusCode).toBe(200);
    expect(await consentRows(child.id)).toHaveLength(1);
    expect([...world.stripe.state.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId)).toHaveLength(1);
  });

  it("shows the other linked parent the consent as given, not by them", async () => {
    const { parent, child } = await linkedChild();
    const other = await verifiedParent(world);
    await linkChild(world, other, child);
    const { checkoutSessionId } = await paidCheck(parent, child);
    await confirm(parent, checkoutSessionId);
    const children = (await send(world, "GET", "/api/parent/children", other.cookie)).json<{ children: ChildSummary[] }>().children;
    expect(children[0]?.consent).toMatchObject({ status: "given", givenByMe: false });
  });

  it("records nothing for a declined card (0002): 402 and what to do", async () => {
    const { parent, child } = await linkedChild();
    const { checkoutSessionId, paid } = await paidCheck(parent, child, CARDS.declined);
    expect(paid).toBe(false);
    const response = await confirm(parent, checkoutSessionId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: FAMILY_TEXTS.consentNotPaid });
    expect(await consentRows(child.id)).toEqual([]);
    expect(await familyOf(child)).toMatchObject({ heard: false });
  });

  it("refuses another parent's check (403) and a check that is not one of ours (404)", async () => {
    const { parent, child } = await linkedChild();
    const { checkoutSessionId } = await paidCheck(parent, child);
    const stranger = await verifiedParent(world);
    const theirs = await confirm(stranger, checkoutSessionId);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ message: FAMILY_TEXTS.consentWrongChild });
    expect((await confirm(parent, "cs_test_unknown")).statusCode).toBe(404);
    expect((await confirm(parent, "not-a-session")).statusCode).toBe(400);
  });

  it("needs no consent for a teen, and the notice the parent read must be the current one", async () => {
    const parent = await verifiedParent(world);
    const teen = await registerTeen(world);
    await linkChild(world, parent, teen);
    const teenResponse = await startConsent(parent, teen.id);
    expect(teenResponse.statusCode).toBe(409);
    expect(teenResponse.json()).toMatchObject({ message: FAMILY_TEXTS.consentNotNeeded });
    const { parent: other, child } = await linkedChild();
    const outdated = await startConsent(other, child.id, "2020-01-01");
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ message: FAMILY_TEXTS.consentNoticeOutdated });
  });

  it("refunds at the next confirmation a check whose refund failed", async () => {
    const { parent, child } = await linkedChild();
    const { checkoutSessionId } = await paidCheck(parent, child);
    world.stripe.enqueue({ kind: "error", status: 500, path: "/v1/refunds" }, { kind: "error", status: 500, path: "/v1/refunds" });
    const first = await confirm(parent, checkoutSessionId);
    expect(first.json<ChildSummary>().consent.status).toBe("given");
    expect((await consentRows(child.id))[0]?.refunded_at).toBeNull();
    world.stripe.behaviour.reset();
    await confirm(parent, checkoutSessionId);
    expect((await consentRows(child.id))[0]?.refunded_at).toBeInstanceOf(Date);
    const paymentIntentId = (await consentRows(child.id))[0]?.payment_intent_id;
    expect([...world.stripe.state.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId)).toHaveLength(1);
  });

  it("leaves the consent checkout to the parent area: the billing webhook takes its event and does nothing with it", async () => {
    const { parent, child } = await linkedChild();
    const { checkoutSessionId } = await paidCheck(parent, child);
    await world.stripe.webhooksSettled();
    const completed = world.stripe.events.filter(
      (entry) => entry.event.type === "checkout.session.completed" && (entry.event.data.object as { id: string }).id === checkoutSessionId,
    );
    expect(completed.map((entry) => entry.state)).toEqual(["delivered"]);
    expect(await consentRows(child.id)).toEqual([]);
    const recorded = await world.api.database.db
      .selectFrom("payment_events")
      .select("id")
      .where("id", "=", completed[0]?.event.id ?? "")
      .execute();
    expect(recorded).toEqual([]);
  });
});

describe("withdrawing consent", () => {
  it("closes the child's collecting features again and erases what was collected; a new check is needed", async () => {
    const { parent, child } = await linkedChild();
    const { checkoutSessionId } = await paidCheck(parent, child);
    await confirm(parent, checkoutSessionId);
    await createChatMessagesRepository(world.api.database.db).storeQuestion({
      userId: child.id,
      sessionId: `said-${child.id}`,
      content: "my dog is called Rex",
      attachments: [],
    });
    const conversations = () => world.api.database.db.selectFrom("conversations").select("id").where("user_id", "=", child.id).execute();
    expect(await conversations()).toHaveLength(1);
    const withdrawn = await send(world, "POST", `/api/parent/children/${child.id}/consent/withdraw`, parent.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<ChildSummary>().consent).toEqual({ status: "needed", givenAt: null, givenByMe: false });
    expect(await familyOf(child)).toMatchObject({ heard: false, consent: "needed" });
    expect((await consentRows(child.id))[0]?.withdrawn_at).toBeInstanceOf(Date);
    expect(await conversations()).toEqual([]);
    // The same check confirmed again (a stale tab) does not bring the consent back.
    expect((await confirm(parent, checkoutSessionId)).json<ChildSummary>().consent.status).toBe("needed");
  });

  it("ends the consent the child had when its parent unlinks", async () => {
    const { parent, child } = await linkedChild();
    const { checkoutSessionId } = await paidCheck(parent, child);
    await confirm(parent, checkoutSessionId);
    await send(world, "POST", `/api/parent/children/${child.id}/unlink`, parent.cookie);
    expect(await familyOf(child)).toMatchObject({ heard: false, parents: 0 });
  });
});
