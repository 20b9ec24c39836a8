// Every Redis key our servers build from a student's id must be one that deleting the student removes. The walk of
// the key space in child-data.test.ts catches what its fixture writes; this reads the code itself, so a key added
// anywhere later fails here until `student-redis-keys.ts` covers it (or it is named below with why it need not).
import { adKeysFor } from "@kidsafe/ads";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { studentKeysOf } from "../src/modules/account/student-redis-keys.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** Where servers keep state in Redis. */
const SOURCES = ["apps/api/src", "apps/voice-gateway/src", "apps/billing-worker/src", "packages/ads/src", "packages/server-kit/src"];

/** Keys built from a student's id that deletion does not look for, and why it need not. */
const NOT_LEFT_BEHIND: Record<string, string> = {
  "apps/api/src/modules/chat/upload-slots.ts": "counters in the process's memory, not in Redis",
  "apps/api/src/http/redis-session-store.ts": "the index of the student's sessions, removed with them (destroyAllOfUser)",
  "apps/voice-gateway/src/camera/voice-bus.ts": "a pub/sub channel: nothing is stored under it",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Template literals without spaces that interpolate a user's, student's or child's id: the shape of our keys. */
const KEY_TEMPLATE = /`([^`\s]*\$\{[^}]*(?:user|student|child)[^}]*\}[^`\s]*)`/gi;

function keyTemplates(): Array<{ file: string; template: string }> {
  return SOURCES.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
    .filter((file) => /redis/i.test(readFileSync(file, "utf8")))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(KEY_TEMPLATE)].map((match) => ({ file: path.relative(ROOT, file), template: match[1]! })),
    );
}

/** The template's fixed text before the student's id: what a covered key or pattern must contain. */
const fixedTextBeforeId = (template: string) => {
  const beforeId = template.slice(0, template.search(/\$\{[^}]*(?:user|student|child)/i));
  return beforeId.replace(/\$\{[^}]*\}/g, "*");
};

describe("the Redis keys a student's deletion removes", () => {
  it("cover every key the code builds from a student's id", () => {
    const covered = studentKeysOf(7, "kid", adKeysFor("kidsafe"));
    const everything = [...covered.known, ...covered.patterns.map((pattern) => pattern.glob)];
    const templates = keyTemplates();
    expect(templates.length).toBeGreaterThan(5);
    const missing = templates
      .filter(({ file }) => NOT_LEFT_BEHIND[file] === undefined)
      .filter(({ template }) => {
        const parts = fixedTextBeforeId(template)
          .split("*")
          .filter((part) => part.length > 0);
        return !everything.some((key) => parts.every((part) => key.includes(part)));
      });
    expect(missing).toEqual([]);
  });
});
