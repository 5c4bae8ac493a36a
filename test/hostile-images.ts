import zlib from "node:zlib";
import sharp from "sharp";

/** Files an attacker would upload as "images", each with the name and type it would claim. */
export interface HostileFile {
  label: string;
  name: string;
  type: string;
  data: Buffer;
  /** What the server must answer: not an image (422) or too large (413). */
  expect: 413 | 422;
}

const chunk = (type: string, body: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, "latin1"), body])));
  return Buffer.concat([len, Buffer.from(type, "latin1"), body, crc]);
};

const solid = (w = 16, h = 12) => sharp({ create: { width: w, height: h, channels: 3, background: "#6a994e" } });

export async function validImages() {
  return {
    png: await solid().png().toBuffer(),
    jpeg: await solid().jpeg().toBuffer(),
    webp: await solid().webp().toBuffer(),
    gif: await solid().gif().toBuffer(),
    // Two frames: block walking must not mistake a later frame for trailing data.
    "gif (animated)": await sharp([await solid().png().toBuffer(), await solid(16, 12).negate().png().toBuffer()], { join: { animated: true } })
      .gif()
      .toBuffer(),
  };
}

export async function hostileImages(): Promise<HostileFile[]> {
  const { png, jpeg, gif } = await validImages();
  const script = "<script>window.__xss=1;alert(document.domain)</script>";

  // A PNG with a text chunk carrying markup, inserted before IEND.
  const iend = png.length - 12;
  const pngWithText = Buffer.concat([png.subarray(0, iend), chunk("tEXt", Buffer.from(`Comment\0${script}`, "latin1")), png.subarray(iend)]);

  // A JPEG with a comment segment (FF FE) right after the start marker.
  const comment = Buffer.from(`<html><body onload=alert(1)>`, "latin1");
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
  const jpegWithComment = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);

  // A PNG header announcing 60000 × 60000 pixels (3.6 gigapixels) with almost no data.
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60000, 0);
  ihdr.writeUInt32BE(60000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const bomb = Buffer.concat([png.subarray(0, 8), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))), chunk("IEND", Buffer.alloc(0))]);

  return [
    { label: "a PHP script named photo.jpg", name: "photo.jpg", type: "image/jpeg", data: Buffer.from("<?php system($_GET['c']); ?>"), expect: 422 },
    {
      label: "plain text named photo.png",
      name: "photo.png",
      type: "image/png",
      data: Buffer.from("just some text, not an image at all\n".repeat(20)),
      expect: 422,
    },
    {
      label: "an HTML page named avatar.gif",
      name: "avatar.gif",
      type: "image/gif",
      data: Buffer.from(`<!DOCTYPE html><html><body>${script}</body></html>`),
      expect: 422,
    },
    {
      label: "an executable named image.webp",
      name: "image.webp",
      type: "image/webp",
      data: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(2000, 7)]),
      expect: 422,
    },
    {
      label: "an SVG with a script",
      name: "logo.svg",
      type: "image/svg+xml",
      data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${script}<rect width="10" height="10"/></svg>`),
      expect: 422,
    },
    {
      label: "an SVG with an event handler, named .png",
      name: "logo.png",
      type: "image/png",
      data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><rect width="10" height="10"/></svg>`),
      expect: 422,
    },
    {
      label: "a harmless-looking SVG (SVG is refused outright)",
      name: "icon.svg",
      type: "image/svg+xml",
      data: Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>`),
      expect: 422,
    },
    {
      label: "polyglot: a GIF header followed by HTML/JS",
      name: "cat.gif",
      type: "image/gif",
      data: Buffer.concat([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00", "latin1"), Buffer.from(`=1;/*${script}*/`)]),
      expect: 422,
    },
    {
      label: "polyglot: a GIF header then JavaScript without tags",
      name: "cat.gif",
      type: "image/gif",
      data: Buffer.from("GIF89a/*\x00\x00*/=1;window.__xss=1;//", "latin1"),
      expect: 422,
    },
    { label: "polyglot: a valid GIF with a script appended", name: "dog.gif", type: "image/gif", data: Buffer.concat([gif, Buffer.from(script)]), expect: 422 },
    {
      label: "polyglot: a valid GIF with JavaScript (no tags) appended",
      name: "dog.gif",
      type: "image/gif",
      data: Buffer.concat([gif, Buffer.from("\n;window.__xss=1;")]),
      expect: 422,
    },
    {
      label: "polyglot: a valid PNG with JavaScript (no tags) appended",
      name: "dog.png",
      type: "image/png",
      data: Buffer.concat([png, Buffer.from("\n;window.__xss=1;")]),
      expect: 422,
    },
    { label: "polyglot: a valid PNG with a script in a text chunk", name: "dog.png", type: "image/png", data: pngWithText, expect: 422 },
    { label: "polyglot: a valid JPEG with HTML in a comment segment", name: "dog.jpg", type: "image/jpeg", data: jpegWithComment, expect: 422 },
    { label: "a truncated PNG", name: "half.png", type: "image/png", data: png.subarray(0, Math.floor(png.length / 2)), expect: 422 },
    { label: "a decompression bomb (60000 × 60000 PNG)", name: "huge.png", type: "image/png", data: bomb, expect: 413 },
  ];
}

/** Larger than the upload limit; starts like a JPEG so only the size can refuse it. */
export function oversizedImage(limitBytes: number): HostileFile {
  const data = Buffer.alloc(limitBytes + 1024 * 1024, 0x41);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return { label: "a file over the upload limit", name: "big.jpg", type: "image/jpeg", data, expect: 413 };
}
