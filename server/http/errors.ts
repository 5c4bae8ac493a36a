import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { apiMessage, isApiMessageKey } from "../../core/i18n/api-messages.js";
import { pickLanguage, type Language } from "../../core/languages.js";
import { DomainError, type DomainErrorKind } from "../kernel/domain-errors.js";

/** An answer the client must see: a status, a message key and, for forms, per-field keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(key);
  }
}

export function requestLanguage(req: FastifyRequest): Language {
  const q = (req.query ?? {}) as Record<string, unknown>;
  return pickLanguage(q.language ?? q.lang ?? req.headers["x-language"], req.headers["accept-language"]);
}

/**
 * Every error answer has one shape. The original clients read `error` (subscribers,
 * bookings, login, service plans), `errors` (blogs, tokens) or `message` (recipes), so
 * all three are present and say the same thing in the visitor's language.
 */
export function errorBody(lang: Language, key: string, fields: Record<string, string[]> = {}) {
  const text = apiMessage(key, lang);
  const translated: Record<string, string[]> = {};
  for (const [f, keys] of Object.entries(fields)) translated[f] = keys.map((k) => translate(k, lang));
  const detail = Object.entries(translated).map(([f, msgs]) => `${f}: ${msgs.join(" ")}`);
  return {
    error: text,
    message: text,
    errors: Object.keys(translated).length ? translated : { base: [text] },
    ...(detail.length ? { details: detail } : {}),
  };
}

function translate(key: string, lang: Language): string {
  return isApiMessageKey(key) ? apiMessage(key, lang) : apiMessage("invalid", lang);
}

/** Turns zod issues into {field: [messageKey]} with bracket-free dotted paths. */
interface IssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  input?: unknown;
}

export function fieldsFromIssues(issues: readonly IssueLike[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join(".") || "base";
    const key = isApiMessageKey(issue.message) ? issue.message : issue.code === "invalid_type" && issue.input === undefined ? "required" : "invalid";
    (fields[name] ??= []).push(key);
  }
  return fields;
}

/** The per-field keys of a request the route's schema refused, or null for any other error. */
export function validationFields(error: unknown): Record<string, string[]> | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  // The provider flattens each zod issue: message and code at the top, the rest in params.
  const issues = error.validation.map((v): IssueLike => ({
    message: v.message ?? "",
    code: v.keyword,
    input: (v.params as { input?: unknown }).input,
    path: v.instancePath.split("/").filter(Boolean),
  }));
  return fieldsFromIssues(issues);
}

export function validationError(error: ZodError): ApiError {
  return new ApiError(422, "validation_failed", fieldsFromIssues(error.issues as IssueLike[]));
}

const TOO_LARGE_REASONS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: "upload_too_large",
  FST_FIELDS_LIMIT: "too_many_fields",
  FST_PARTS_LIMIT: "too_many_fields",
  FST_FILES_LIMIT: "too_many_files",
};

/** The status of each kind of refusal the repositories and services name. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = { not_found: 404, invalid: 422, conflict: 409 };

export function errorHandler(error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(req);
  if (error instanceof ApiError) {
    return reply.status(error.status).send(errorBody(lang, error.key, error.fields));
  }
  if (error instanceof DomainError) {
    return reply.status(DOMAIN_STATUS[error.kind]).send(errorBody(lang, error.key, error.fields));
  }
  if (error instanceof ZodError) {
    const e = validationError(error);
    return reply.status(e.status).send(errorBody(lang, e.key, e.fields));
  }
  const fields = validationFields(error);
  if (fields) return reply.status(422).send(errorBody(lang, "validation_failed", fields));
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) return reply.status(429).send(errorBody(lang, "too_many_requests"));
  // The multipart parser's limits answer 413 too: each gets its own reason.
  const tooLarge = TOO_LARGE_REASONS[(error as FastifyError).code ?? ""];
  if (tooLarge || status === 413) return reply.status(413).send(errorBody(lang, tooLarge ?? "upload_too_large"));
  if (status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(lang, status === 404 ? "not_found" : "bad_request"));
  }
  req.log.error({ err: error }, "request failed");
  return reply.status(500).send(errorBody(lang, "server_error"));
}
