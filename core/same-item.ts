// Kept apart from core/schemas: the booking form uses it in the browser, where zod is not shipped.

/**
 * The item of `items` that is `id` or one of its translations: the same plan in the language
 * the list is in (the booking form keeps the chosen plan when the language changes).
 */
export function sameItem<T extends { id: number; translations?: readonly { id: number }[] }>(items: readonly T[], id: number): T | undefined {
  return items.find((i) => i.id === id) ?? items.find((i) => i.translations?.some((t) => t.id === id));
}
