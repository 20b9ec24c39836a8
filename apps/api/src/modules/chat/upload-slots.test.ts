import { describe, expect, it } from "vitest";
import { createUploadSlots } from "./upload-slots.ts";

describe("upload slots", () => {
  it("gives each student and each address a few at once, and takes them back once each", () => {
    const slots = createUploadSlots({ perStudent: 2, perIp: 3 });
    const first = slots.take(1, "10.0.0.1");
    const second = slots.take(1, "10.0.0.1");
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(slots.take(1, "10.0.0.2")).toBeNull(); // the student's two are in use
    expect(slots.take(2, "10.0.0.1")).not.toBeNull(); // the address's third
    expect(slots.take(3, "10.0.0.1")).toBeNull(); // the address is full
    first?.();
    first?.(); // giving back twice frees one slot, not two
    expect(slots.take(3, "10.0.0.1")).not.toBeNull();
    expect(slots.take(3, "10.0.0.1")).toBeNull();
  });
});
