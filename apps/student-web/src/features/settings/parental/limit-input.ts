/**
 * A limit field's text as the value sent to the server: blank means off (null); anything else must be a
 * whole number within the bounds, else the error to show under the field.
 */
export function parseLimitInput(
  text: string,
  bounds: { min: number; max: number },
  rangeMessage: string,
): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: rangeMessage };
  const value = Number(trimmed);
  if (value < bounds.min || value > bounds.max) return { error: rangeMessage };
  return { value };
}

export const limitToInput = (value: number | null): string => (value === null ? "" : String(value));
