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

**Languages.** \`en\`, \`es\`, \`gr\`. The public lists (\`/api/v1/service_plans\`, \`/api/v1/blogs\`,
\`/recipes\`) answer one language: \`language\` absent or blank means \`en\`, \`el\` is taken as \`gr\`,
and any other value, or any parameter a list does not take, answers 422 in the caller's language.

**Addresses.** Image addresses (\`image_url\`, \`profile_image_url\`, images inside blog content) and
download links are absolute, built from the site's public address, so a front end on another origin
can use them as they are. Only the site's own pages (a call whose Origin, \`Sec-Fetch-Site\` or Referer
says it comes from the origin it was sent to) get image addresses as paths, which work at whatever
address the site was reached at. Uploaded images and PDFs are served with
\`Cross-Origin-Resource-Policy: cross-origin\`; the origins in CORS_ORIGINS may call every method of
the contract (GET, HEAD, POST, PUT, PATCH, DELETE) with \`Authorization\`, \`Content-Type\` and
\`Accept-Language\`.
`.trim();
