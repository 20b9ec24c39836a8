import { describe, expect, it } from "vitest";
import { FIELD } from "../logic/spaceship-battle.ts";
import { toFieldPoint } from "./field-point.ts";

describe("the scaled battle canvas", () => {
  it("maps a pointer on a half-size canvas back to field units", () => {
    const box = { left: 100, top: 50, width: FIELD.width / 2, height: FIELD.height / 2 };
    expect(toFieldPoint(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(toFieldPoint(100 + 175, 50 + 100, box)).toEqual({ x: 350, y: 200 });
    expect(toFieldPoint(100 + 350, 50 + 200, box)).toEqual({ x: FIELD.width, y: FIELD.height });
  });

  it("maps the same world point on a phone-size and a full-size canvas", () => {
    const phone = { left: 16, top: 300, width: 358, height: (358 * FIELD.height) / FIELD.width };
    const full = { left: 0, top: 0, width: FIELD.width, height: FIELD.height };
    const onPhone = toFieldPoint(16 + 358 * 0.25, 300 + phone.height * 0.75, phone);
    expect(onPhone.x).toBeCloseTo(175);
    expect(onPhone.y).toBeCloseTo(300);
    expect(toFieldPoint(175, 300, full)).toEqual({ x: 175, y: 300 });
  });

  it("answers the middle of the field for a canvas not laid out yet", () => {
    expect(toFieldPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: FIELD.width / 2, y: FIELD.height / 2 });
  });
});
