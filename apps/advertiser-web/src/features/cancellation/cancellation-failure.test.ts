import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { ApiError, NetworkError } from "@kidsafe/ui";
import { describe, expect, it } from "vitest";
import { CANCELLATION_COPY } from "./cancellation-copy.ts";
import { cancellationFailure } from "./cancellation-failure.ts";

describe("cancellationFailure (seed 001 §8)", () => {
  it("is 'Incorrect Password' whenever the server's message mentions the password, says what to do, and lets the advertiser retry", () => {
    expect(cancellationFailure(new ApiError(403, CANCELLATION_TEXTS.incorrectPasswordServerMessage))).toEqual({
      title: CANCELLATION_TEXTS.incorrectPasswordTitle,
      description: CANCELLATION_COPY.incorrectPasswordDescription,
      retry: true,
    });
    expect(cancellationFailure(new ApiError(400, "Please enter your Password")).title).toBe(CANCELLATION_TEXTS.incorrectPasswordTitle);
  });

  it("is 'Outstanding Fees' for fees owed, and closes the dialog", () => {
    expect(cancellationFailure(new ApiError(409, CANCELLATION_TEXTS.outstandingFeesServerMessage))).toEqual({
      title: CANCELLATION_TEXTS.outstandingFeesTitle,
      description: CANCELLATION_TEXTS.outstandingFeesServerMessage,
      retry: false,
    });
  });

  it("is 'Cancellation Failed' with the server's message for any other refusal", () => {
    expect(cancellationFailure(new ApiError(500, "Something went wrong on our side."))).toEqual({
      title: CANCELLATION_TEXTS.failedTitle,
      description: "Something went wrong on our side.",
      retry: false,
    });
  });

  it("never has a description that only repeats its title", () => {
    expect(cancellationFailure(new ApiError(500, "Cancellation failed."))).toEqual({
      title: CANCELLATION_TEXTS.failedTitle,
      description: CANCELLATION_COPY.failedFallback,
      retry: false,
    });
    for (const error of [
      new ApiError(403, "Incorrect password"),
      new ApiError(409, "Outstanding fees"),
      new ApiError(500, ""),
      new NetworkError(new TypeError("Failed to fetch")),
    ]) {
      const { title, description } = cancellationFailure(error);
      expect(description.toLowerCase()).not.toContain(title.toLowerCase());
    }
  });

  it("is 'Connection Error' when the server could not be reached", () => {
    expect(cancellationFailure(new NetworkError(new TypeError("Failed to fetch")))).toEqual({
      title: CANCELLATION_TEXTS.connectionErrorTitle,
      description: CANCELLATION_TEXTS.connectionErrorDescription,
      retry: true,
    });
  });
});
