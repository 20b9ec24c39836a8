import { ApiError } from "@kidsafe/ui";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryStatus } from "./query-status.tsx";

const COPY = { loading: "Loading entries…", failed: "The entries could not be loaded" };
const answered = { isPending: false, isError: false, error: null };

describe("QueryStatus", () => {
  it("says the list is loading while the query waits", () => {
    render(<QueryStatus query={{ ...answered, isPending: true }} {...COPY} empty="Nothing yet." />);
    expect(screen.getByRole("status").textContent).toBe(COPY.loading);
  });

  it("says what failed with the server's own sentence, and no status code", () => {
    const error = new ApiError(503, "The database is not answering. Try again in a minute.");
    render(<QueryStatus query={{ ...answered, isError: true, error }} {...COPY} empty="Nothing yet." />);
    const alert = screen.getByRole("alert");
    expect(alert.querySelector("strong")?.textContent).toBe(COPY.failed);
    expect(alert.querySelector("p")?.textContent).toBe("The database is not answering. Try again in a minute.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says an answered query has nothing to show, and nothing at all once there are rows", () => {
    const { rerender } = render(<QueryStatus query={answered} {...COPY} empty="Nothing yet." />);
    expect(screen.getByRole("status").textContent).toBe("Nothing yet.");
    rerender(<QueryStatus query={answered} {...COPY} empty={false} />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
