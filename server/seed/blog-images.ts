import { loadSharp } from "../uploads/sharp.js";

// Demo pictures drawn at seed time (no downloads, nothing binary in the repository): soft
// gradients with a simple motif per article, rendered from SVG to JPEG by sharp. The same
// drawing always gives the same bytes, so stored names (content hashes) stay stable.

export type Motif = "plate" | "water" | "grains" | "motion";

export interface Palette {
  from: string;
  to: string;
  accents: [string, string, string];
}

function motifSvg(motif: Motif, w: number, h: number, [a, b, c]: Palette["accents"]): string {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) * 0.3;
  switch (motif) {
    case "plate":
      return `<circle cx="${cx}" cy="${cy}" r="${r + 18}" fill="#ffffff" fill-opacity="0.75"/>
        <path d="M${cx},${cy} L${cx},${cy - r} A${r},${r} 0 0 1 ${cx},${cy + r} Z" fill="${a}" fill-opacity="0.85"/>
        <path d="M${cx},${cy} L${cx},${cy + r} A${r},${r} 0 0 1 ${cx - r},${cy} Z" fill="${b}" fill-opacity="0.85"/>
        <path d="M${cx},${cy} L${cx - r},${cy} A${r},${r} 0 0 1 ${cx},${cy - r} Z" fill="${c}" fill-opacity="0.85"/>
        <circle cx="${cx + r * 1.45}" cy="${cy - r * 0.55}" r="${r * 0.28}" fill="#ffffff" fill-opacity="0.7"/>`;
    case "water": {
      const waves = [0, 1, 2, 3].map((i) => {
        const y = h * (0.45 + i * 0.13);
        return `<path d="M0,${y} C${w * 0.25},${y - 40} ${w * 0.5},${y + 40} ${w * 0.75},${y} S${w * 1.1},${y - 30} ${w},${y} L${w},${h} L0,${h} Z" fill="${[a, b, c, a][i]}" fill-opacity="${0.35 + i * 0.1}"/>`;
      });
      return `<path d="M${cx},${h * 0.12} C${cx + 70},${h * 0.3} ${cx + 90},${h * 0.42} ${cx},${h * 0.48} C${cx - 90},${h * 0.42} ${cx - 70},${h * 0.3} ${cx},${h * 0.12} Z" fill="#ffffff" fill-opacity="0.8"/>${waves.join("")}`;
    }
    case "grains": {
      const dots: string[] = [];
      for (let i = 0; i < 48; i++) {
        // A fixed pseudo-random scatter, the same on every run.
        const x = ((i * 197) % 100) / 100;
        const y = ((i * 61 + 17) % 100) / 100;
        const size = 10 + ((i * 37) % 22);
        dots.push(
          `<ellipse cx="${(0.08 + x * 0.84) * w}" cy="${(0.1 + y * 0.8) * h}" rx="${size}" ry="${size * 0.55}" transform="rotate(${(i * 47) % 180} ${(0.08 + x * 0.84) * w} ${(0.1 + y * 0.8) * h})" fill="${[a, b, c][i % 3]}" fill-opacity="0.8"/>`,
        );
      }
      return dots.join("");
    }
    case "motion":
      return (
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<path d="M${-100 + i * 120},${h} Q${w * 0.35 + i * 60},${h * 0.15} ${w + 100},${h * 0.1 + i * 70}" stroke="${[a, b, c][i % 3]}" stroke-width="${34 - i * 4}" stroke-linecap="round" fill="none" stroke-opacity="0.8"/>`,
          )
          .join("") + `<circle cx="${w * 0.78}" cy="${h * 0.28}" r="${r * 0.45}" fill="#ffffff" fill-opacity="0.75"/>`
      );
  }
}

/** A JPEG of a soft gradient with glowing colour fields and the article's motif. */
export async function demoImage(palette: Palette, motif: Motif, width = 1200, height = 800): Promise<Buffer> {
  const [a, b, c] = palette.accents;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
      ${[a, b, c].map((col, i) => `<radialGradient id="glow${i}"><stop offset="0" stop-color="${col}" stop-opacity="0.6"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`).join("")}
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="${width * 0.15}" cy="${height * 0.2}" r="${height * 0.55}" fill="url(#glow0)"/>
    <circle cx="${width * 0.85}" cy="${height * 0.8}" r="${height * 0.6}" fill="url(#glow1)"/>
    <circle cx="${width * 0.6}" cy="${height * 0.1}" r="${height * 0.4}" fill="url(#glow2)"/>
    ${motifSvg(motif, width, height, palette.accents)}
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
