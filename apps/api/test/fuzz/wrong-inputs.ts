import fc from "fast-check";

/** Strings a careless or hostile client sends: control characters, NUL, other scripts, emoji, lone surrogates, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\u202e\u0041",
    "💥🧒🏽",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "<script>",
    " ",
    "NaN",
    "-1",
    "0",
    "1e309",
  ),
  fc.integer({ min: 5_000, max: 70_000 }).map((length) => "é".repeat(length)),
);

/** A value of some JSON type, often the wrong one for where it goes. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  nastyString,
  fc.constantFrom(null, true, 0, -1, 1.5, 2 ** 53, [], {}, [null], { __proto__: null }),
);

/** An object with one thing wrong: a required field missing, a field of the wrong type, or a field too many. */
export function withOneThingWrong(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), anyJson, fc.constantFrom("remove", "retype", "extra", "nasty")).map(([value, index, wrong, how]) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return wrong;
    const object: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(object);
    const key = keys.length > 0 ? keys[index % keys.length] : undefined;
    if (how === "extra" || key === undefined) object[`unexpected_${index.toString()}`] = wrong;
    else if (how === "remove") delete object[key];
    else if (how === "retype") object[key] = wrong;
    else object[key] = typeof wrong === "string" ? wrong : "\u0000💥";
    return object;
  });
}

export interface RawBody {
  contentType?: string;
  payload: string;
}

/** Bodies that are not the JSON they claim, or not JSON at all: truncated, empty, other content types, too large. */
export function brokenBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const text = valid.map((value) => JSON.stringify(value) ?? "null");
  return fc.oneof(
    fc.tuple(text, fc.nat()).map(([json, cut]) => ({ contentType: "application/json", payload: json.slice(0, cut % Math.max(1, json.length)) })),
    fc.constant({ contentType: "application/json", payload: "" }),
    fc.constant({ contentType: "application/json", payload: '{"a":' }),
    text.map((json) => ({ contentType: "application/json; charset=utf-16", payload: json })),
    text.chain((json) =>
      fc.constantFrom(
        { contentType: "text/plain", payload: json },
        { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=%00" },
        { contentType: "multipart/form-data; boundary=x", payload: "--x\r\n\r\nhello\r\n--x--" },
        { contentType: "application/xml", payload: "<a/>" },
        { payload: json },
      ),
    ),
    // Past the server's 1 MiB body limit (the chat route takes more, and refuses this as an invalid message).
    fc.constant({ contentType: "application/json", payload: JSON.stringify({ message: "x".repeat(1_100_000) }) }),
  );
}
