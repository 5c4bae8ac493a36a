/**
 * The text of a failed answer: its `error`, followed by the per-field messages when the
 * server listed any (so "Some fields need attention." says which). Null when there is none.
 */
export function serverErrorText(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  if (typeof error !== "string" || !error.trim()) return null;
  const details: string[] = [];
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    for (const [field, msgs] of Object.entries(errors as Record<string, unknown>)) {
      if (field === "base" || !Array.isArray(msgs)) continue;
      for (const m of msgs) if (typeof m === "string" && m !== error && !details.includes(m)) details.push(m);
    }
  }
  return details.length ? `${error} ${details.join(" ")}` : error;
}
