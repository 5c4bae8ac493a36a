import sharp from "sharp";

/** A file part: its bytes, and optionally the name and type the browser would declare. */
export interface FilePart {
  content: Buffer | Uint8Array | string;
  filename?: string;
  contentType?: string;
}

/**
 * A multipart body for `app.inject`, built the way a browser builds one (FormData), e.g.
 *   const form = await multipart({ "blog[title]": "Hi", "blog[profile_image]": { content: png } });
 *   await t.app.inject({ method: "POST", url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
 * Arrays repeat a field; undefined values are left out.
 */
export async function multipart(fields: Record<string, string | number | FilePart | (string | FilePart)[] | undefined>) {
  const form = new FormData();
  const add = (name: string, value: string | number | FilePart) => {
    if (typeof value === "object") {
      const bytes = typeof value.content === "string" ? Buffer.from(value.content) : value.content;
      form.append(name, new Blob([new Uint8Array(bytes)], { type: value.contentType ?? "application/octet-stream" }), value.filename ?? "file.bin");
    } else {
      form.append(name, String(value));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) add(name, v);
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { "content-type": res.headers.get("content-type")! },
  };
}

/** A small real image (checked by content on upload), in the given colour. */
export async function pngImage(colour = "#7fb77e", size = 8): Promise<FilePart> {
  const content = await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { content, filename: "picture.png", contentType: "image/png" };
}

/** A multipart body for app.inject from a FormData built by the caller. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { "content-type": res.headers.get("content-type")! } };
}
