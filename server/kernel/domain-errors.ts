/**
 * What a repository or a service refuses, said without HTTP: the kind of refusal, a message key
 * (core/i18n/api-messages.ts) and, for forms, per-field keys. The HTTP layer's error handler
 * (server/http/errors.ts) gives each kind its status; repositories never import it.
 */
export type DomainErrorKind = "not_found" | "invalid" | "conflict";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly key: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: string) => new DomainError("not_found", key);
export const invalid = (key: string, fields: Record<string, string[]> = {}) => new DomainError("invalid", key, fields);
export const conflict = (key: string, fields: Record<string, string[]> = {}) => new DomainError("conflict", key, fields);
