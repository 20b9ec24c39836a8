import { JOB_QUEUES, adminOperationsCalls } from "@kidsafe/contracts";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { QUEUE_BOARD_HREF } from "../../lib/constants.ts";
import { QUEUES_COPY as COPY } from "./queues-copy.ts";

describe("the Queues page", () => {
  it("lists each queue's counts inside the console, marked in the navigation, with the link to the job board", async () => {
    apiServer.use(
      onCall(adminOperationsCalls.adminQueues, () =>
        json(200, {
          queues: JOB_QUEUES.map((name) => ({
            name,
            paused: name === "mail",
            waiting: 2,
            active: 0,
            delayed: 1,
            failed: name === "charges" ? 3 : 0,
            completed: 40,
          })),
        }),
      ),
    );
    renderApp("/admin/queues");
    const table = await screen.findByRole("table", { name: COPY.caption });
    expect(within(table).getAllByRole("row")).toHaveLength(JOB_QUEUES.length + 1);
    expect(
      within(within(table).getByRole("row", { name: "charges" }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["charges", COPY.running, "2", "0", "1", "3", "40"]);
    expect(within(table).getByRole("row", { name: "mail" }).textContent).toContain(COPY.paused);
    expect(screen.getByRole("link", { name: "Queues" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: COPY.openBoard }).getAttribute("href")).toBe(QUEUE_BOARD_HREF);
  });
});
