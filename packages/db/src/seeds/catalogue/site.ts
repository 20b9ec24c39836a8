import type { CatalogueSite, CatalogueSubject } from "../../repositories/catalogue.ts";

export type { CatalogueSite, CatalogueSubject };

export function site(
  url: string,
  title: string,
  description: string,
  subjects: readonly CatalogueSubject[],
  ages: readonly [number, number],
  options: { educational?: boolean; favicon?: string } = {},
): CatalogueSite {
  return { url, title, description, subjects, ages, educational: options.educational ?? true, favicon: options.favicon };
}
