/** Joins the truthy class names, so components can merge their own classes with the caller's. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
