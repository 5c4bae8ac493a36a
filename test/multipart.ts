/** A multipart body for app.inject, encoded by the platform's own FormData. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { "content-type": res.headers.get("content-type")! } };
}
