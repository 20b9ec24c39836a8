import { describe, expect, it } from "vitest";
import { camelCaseMapper } from "../src/camel-case.ts";

interface Row {
  id: number;
  app_name: string;
  password_hash: string;
  safety_checked_at: Date | null;
}

interface RowRecord {
  id: number;
  appName: string;
  passwordHash: string;
  safetyCheckedAt: Date | null;
}

describe("camelCaseMapper", () => {
  it("names every column in camelCase and keeps its value", () => {
    const at = new Date("2026-11-30T10:00:00Z");
    const toRecord = camelCaseMapper<Row, RowRecord>();
    expect(toRecord({ id: 7, app_name: "Maths Quest", password_hash: "h", safety_checked_at: at })).toEqual({
      id: 7,
      appName: "Maths Quest",
      passwordHash: "h",
      safetyCheckedAt: at,
    });
  });

  it("does not compile for a record that leaves out, adds, widens or loosens a column", () => {
    // Each line is a type error; the typecheck fails if one of them compiles.
    // @ts-expect-error the record leaves out the password hash
    camelCaseMapper<Row, Omit<RowRecord, "passwordHash">>();
    // @ts-expect-error the record declares a field the row has not
    camelCaseMapper<Row, RowRecord & { extra: string }>();
    // @ts-expect-error the record widens a column's type
    camelCaseMapper<Row, Omit<RowRecord, "id"> & { id: number | string }>();
    // @ts-expect-error the record makes a column optional
    camelCaseMapper<Row, Omit<RowRecord, "appName"> & { appName?: string }>();
  });
});
