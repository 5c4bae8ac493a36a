// The parts of the contract the original specification left open, decided here and shown
// at {API_BASE_PATH}/docs.
export const OPENAPI_DESCRIPTION = `
REST API of the nutrition practice site. Paths are the original contract's, beneath the backend base.

**Authentication.** Admin calls need \`Authorization: Bearer <token>\` from \`POST /admin/login\`.
Tokens are random, stored hashed, expire (SESSION_TTL_HOURS, default 7 days) and are revoked by
\`DELETE /admin/logout\` or a password change. Every admin call without a live token answers 401.
\`GET /admin/current\` answers 200 \`{id, email}\` for a live token.

**Errors.** Every error answer is \`{error, message, errors}\`: \`error\` and \`message\` hold the same
text in the caller's language (\`?language=\`, \`X-Language\` or \`Accept-Language\`), \`errors\` maps
field names to messages. Validation failures answer 422, unknown records 404, missing auth 401.

**Deletes** answer 204 with no body.

**Languages.** \`en\`, \`es\`, \`gr\`.
`.trim();
