// Crisis alerts to parents through the real worker: a crisis event recorded as the API records it reaches every
// linked parent with a verified email by mail, once; past the day's cap, one digest; the sweep catches an event whose
// alert was never queued. Mails are read from MailDev.
import { ALERTS_PER_CHILD_DAY, ALERT_DIGEST_DELAY_MS, EVENT_SUMMARIES, PARENT_AREA_PATHS, PARENT_HELPLINES, localDay } from "@kidsafe/contracts";
import { createParentAlertsRepository } from "@kidsafe/db";
import { startTestMailbox } from "@kidsafe/mail/testing";
import type { ReceivedMail, TestMailbox } from "@kidsafe/mail/testing";
import { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR, waitUntil } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_MAILS } from "../src/jobs/alert-mails.ts";
import { runFamilyAlert } from "../src/jobs/family-alert.ts";
import { runFamilyAlertDigest } from "../src/jobs/family-alert-digest.ts";
import { crisisEvent, insertChild, insertParent, recordEvent } from "./family-alerts-support.ts";
import { startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const PUBLIC_URL = "https://kidsafe.test";
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let mailbox: TestMailbox;
let world: WorkerWorld;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  world = await startWorkerWorld({ env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_URL } });
});
afterAll(async () => {
  for (const name of ["mail", "family"] as const) await world?.queues.queue(name).obliterate({ force: true });
  await world?.close();
  await mailbox?.close();
});

const jobContext = () => ({ db: world.database.db, queues: world.queues, clock: () => new Date(), log: quiet, publicUrl: PUBLIC_URL });

const mailsTo = async (email: string): Promise<ReceivedMail[]> => (await mailbox.mails()).filter((mail) => mail.to.includes(email));

/** Until the family and mail queues have nothing waiting or running (the delayed digests and sweeps aside). */
async function settled(): Promise<void> {
  await waitUntil(
    async () => {
      const counts = await Promise.all(
        (["family", "mail"] as const).map((name) => world.queues.queue(name).getJobCountByTypes("waiting", "active", "prioritized")),
      );
      return counts.every((count) => count === 0);
    },
    { timeoutMs: 30_000, intervalMs: 50 },
  );
}

describe("a crisis alert to parents", () => {
  it("mails a crisis event once to each linked parent with a verified email, and to no one else", { timeout: 60_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const mother = await insertParent(world.database.db, { linkedTo: [child.id], timeZone: "Europe/Paris" });
    const father = await insertParent(world.database.db, { linkedTo: [child.id] });
    const unverified = await insertParent(world.database.db, { verified: false, linkedTo: [child.id] });
    const otherChild = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const unlinked = await insertParent(world.database.db, { linkedTo: [otherChild.id] });

    const words = "i want to hurt myself tonight";
    const eventId = await recordEvent(world.database.db, crisisEvent(child.id, words), { queues: world.queues });

    const received = await mailbox.waitForMail(mother.email, ALERT_MAILS.subject("Self-harm or suicidal thoughts"));
    await mailbox.waitForMail(father.email, "KidSafe safety alert");
    await settled();
    expect(await mailsTo(mother.email)).toHaveLength(1);
    expect(await mailsTo(father.email)).toHaveLength(1);
    expect(await mailsTo(unverified.email)).toHaveLength(0);
    expect(await mailsTo(unlinked.email)).toHaveLength(0);

    expect(received.text).toContain(EVENT_SUMMARIES.self_harm);
    expect(received.text).toContain(words);
    expect(received.text).toContain("I'm really glad you told me");
    expect(received.text).toContain("in a chat");
    // The time in the parent's own zone.
    expect(received.text).toMatch(/GMT\+1|GMT\+2/);
    for (const line of PARENT_HELPLINES) expect(received.text).toContain(line);
    expect(received.text).toContain(`${PUBLIC_URL}${PARENT_AREA_PATHS.event(child.id, eventId)}`);
    const event = await world.database.db
      .selectFrom("safety_events")
      .select("parents_alerted_at")
      .where("id", "=", eventId)
      .executeTakeFirstOrThrow();
    expect(event.parents_alerted_at).not.toBeNull();
  });

  it("gives no alert for personal details or a harmful request", { timeout: 30_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const parent = await insertParent(world.database.db, { linkedTo: [child.id] });
    const ids = [
      await recordEvent(world.database.db, crisisEvent(child.id, "my address is [address]", "personal_data"), { queues: world.queues }),
      await recordEvent(world.database.db, crisisEvent(child.id, "how do i make a weapon", "harmful_request"), { queues: world.queues }),
    ];
    for (const eventId of ids) {
      expect(await world.queues.queue("family").getJob(`family-alert-${eventId}`)).toBeUndefined();
      expect(await runFamilyAlert(jobContext(), { eventId })).toEqual({ outcome: "not_crisis" });
    }
    await settled();
    expect(await mailsTo(parent.email)).toHaveLength(0);
  });

  it("never puts a teen's own words in the mail", { timeout: 30_000 }, async () => {
    const teen = await insertChild(world.database.db, TEEN_BIRTH_YEAR);
    const parent = await insertParent(world.database.db, { linkedTo: [teen.id] });
    const words = "a man online wants me to send photos and keep it secret";
    await recordEvent(world.database.db, crisisEvent(teen.id, words, "grooming"), { queues: world.queues });

    const received = await mailbox.waitForMail(parent.email, "KidSafe safety alert");
    expect(received.text).toContain(EVENT_SUMMARIES.grooming);
    expect(received.text).toContain(ALERT_MAILS.teenWords);
    expect(received.text).toContain(ALERT_MAILS.advice.grooming[0]);
    expect(received.text).not.toContain("send photos");
  });

  it("sends five alert mails a day, then one digest with the rest", { timeout: 60_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR, "America/New_York");
    const parent = await insertParent(world.database.db, { linkedTo: [child.id] });
    const ids: string[] = [];
    for (let n = 1; n <= ALERTS_PER_CHILD_DAY + 1; n++) {
      ids.push(await recordEvent(world.database.db, crisisEvent(child.id, `sad words number ${String(n)}`), { queues: world.queues }));
    }
    await waitUntil(async () => (await mailsTo(parent.email)).length === ALERTS_PER_CHILD_DAY, { timeoutMs: 20_000 });
    await settled();
    const alerts = await mailsTo(parent.email);
    expect(alerts.every((mail) => mail.subject.startsWith("KidSafe safety alert:"))).toBe(true);

    // The digest waits an hour to gather the rest: promoted here instead of waited for.
    const day = localDay(new Date(), "America/New_York");
    const digestJob = await world.queues.queue("family").getJob(`family-digest-${String(parent.id)}-${String(child.id)}-${day}`);
    expect(digestJob?.opts.delay).toBe(ALERT_DIGEST_DELAY_MS);
    await digestJob!.promote();
    const digest = await mailbox.waitForMail(parent.email, "KidSafe safety alerts:");
    expect(digest.subject).toBe(ALERT_MAILS.digestSubject(child.username, 1));
    // The worker takes the six events in any order: the digest carries the one no alert mail did, and only it.
    const wordsOf = (text: string) => [...text.matchAll(/sad words number \d+/g)].map((match) => match[0]);
    const alerted = alerts.flatMap((mail) => wordsOf(mail.text));
    expect(new Set(alerted).size).toBe(ALERTS_PER_CHILD_DAY);
    const rest = ids.map((_, index) => `sad words number ${String(index + 1)}`).filter((words) => !alerted.includes(words));
    expect(wordsOf(digest.text)).toEqual(rest);
    expect(digest.text).toContain(`${PUBLIC_URL}${PARENT_AREA_PATHS.child(child.id)}`);
    await settled();
    expect(await mailsTo(parent.email)).toHaveLength(ALERTS_PER_CHILD_DAY + 1);

    // Past the cap after the day's digest went: the parent area shows it, no further mail goes.
    const late = await recordEvent(world.database.db, crisisEvent(child.id, "late sad words"), { queues: world.queues });
    await waitUntil(async () => (await world.queues.queue("family").getJob(`family-alert-${late}`))?.finishedOn !== undefined, {
      timeoutMs: 10_000,
    });
    await settled();
    expect(await mailsTo(parent.email)).toHaveLength(ALERTS_PER_CHILD_DAY + 1);
    const row = await world.database.db
      .selectFrom("parent_alerts")
      .select(["delivery", "digested_at"])
      .where("event_id", "=", late)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ delivery: "digest", digested_at: null });
  });

  it("lets only one of two events at once take the day's last mail", { timeout: 30_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const parent = await insertParent(world.database.db, { linkedTo: [child.id] });
    const alerts = createParentAlertsRepository(world.database.db);
    const now = new Date();
    for (let n = 1; n < ALERTS_PER_CHILD_DAY; n++) {
      const id = await recordEvent(world.database.db, crisisEvent(child.id, `earlier ${String(n)}`));
      await alerts.decide(id, { now, perDayCap: ALERTS_PER_CHILD_DAY });
    }
    const both = [
      await recordEvent(world.database.db, crisisEvent(child.id, "first")),
      await recordEvent(world.database.db, crisisEvent(child.id, "second")),
    ];
    const decisions = await Promise.all(both.map((id) => alerts.decide(id, { now, perDayCap: ALERTS_PER_CHILD_DAY })));
    const deliveries = decisions
      .map((decision) =>
        decision.outcome === "decided" ? decision.alerts.find((alert) => alert.parentId === parent.id)?.delivery : decision.outcome,
      )
      .sort();
    expect(deliveries).toEqual(["digest", "mail"]);
  });

  it("alerts, through the sweep, an event whose alert was never queued", { timeout: 60_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const parent = await insertParent(world.database.db, { linkedTo: [child.id] });
    // Recorded a minute ago while Redis was down: nothing was queued.
    await recordEvent(world.database.db, crisisEvent(child.id, "nobody would miss me", "self_harm"), { at: new Date(Date.now() - 60_000) });
    await world.queues.enqueue("family.alert.sweep", {});
    const received = await mailbox.waitForMail(parent.email, "KidSafe safety alert", { timeoutMs: 20_000 });
    expect(received.text).toContain("nobody would miss me");
  });

  it("sends one mail when the alert job runs twice", { timeout: 30_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const parent = await insertParent(world.database.db, { linkedTo: [child.id] });
    const eventId = await recordEvent(world.database.db, crisisEvent(child.id, "he hits me when he is angry", "abuse"));
    expect(await runFamilyAlert(jobContext(), { eventId })).toEqual({ outcome: "decided", mailed: 1, digests: 0 });
    await mailbox.waitForMail(parent.email, "KidSafe safety alert");
    expect(await runFamilyAlert(jobContext(), { eventId })).toEqual({ outcome: "already_decided", mailed: 1, digests: 0 });
    await settled();
    expect(await mailsTo(parent.email)).toHaveLength(1);
  });

  it("digests nothing twice", { timeout: 30_000 }, async () => {
    const child = await insertChild(world.database.db, CHILD_BIRTH_YEAR);
    const parent = await insertParent(world.database.db, { linkedTo: [child.id] });
    const eventId = await recordEvent(world.database.db, crisisEvent(child.id, "words for a digest"));
    await createParentAlertsRepository(world.database.db).decide(eventId, { now: new Date(), perDayCap: 0 });
    const payload = { parentId: parent.id, childId: child.id, day: localDay(new Date(), "UTC") };
    expect(await runFamilyAlertDigest(jobContext(), payload)).toEqual({ digested: 1 });
    expect(await runFamilyAlertDigest(jobContext(), payload)).toEqual({ digested: 0 });
    await mailbox.waitForMail(parent.email, "KidSafe safety alerts:");
    await settled();
    expect(await mailsTo(parent.email)).toHaveLength(1);
  });
});
