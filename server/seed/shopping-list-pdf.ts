/**
 * The demo PDF of the library: a one-page "Healthy shopping list", written directly in PDF
 * syntax (standard Helvetica, so no font is embedded) with a correct cross-reference table.
 */
const TITLE = "Healthy shopping list";

const SECTIONS: [string, string[]][] = [
  [
    "Vegetables and fruit (half of every plate)",
    [
      "Leafy greens: spinach, rocket, lettuce, chard",
      "Seasonal vegetables: tomatoes, peppers, courgettes, broccoli, carrots",
      "Fresh fruit for the week: apples, oranges, berries, bananas",
      "Frozen vegetables and berries for busy days",
    ],
  ],
  [
    "Proteins",
    [
      "Eggs, chicken or turkey breast",
      "Oily fish twice a week: sardines, salmon, mackerel",
      "Legumes: chickpeas, lentils, beans (dried or in glass jars)",
      "Tofu or tempeh",
    ],
  ],
  ["Whole grains", ["Oats, brown rice, wholegrain bread, wholewheat pasta, quinoa"]],
  ["Healthy fats", ["Extra virgin olive oil, raw nuts, seeds, avocado"]],
  ["Dairy and alternatives", ["Plain yoghurt or kefir, fresh cheese, unsweetened fortified plant drinks"]],
  [
    "Tips",
    [
      "Plan your meals before you shop and keep to the list.",
      "Read labels: short ingredient lists, little added sugar and salt.",
      "Shop the fresh aisles first; buy what is in season.",
    ],
  ],
];

const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function contentStream(): string {
  const ops = [
    "BT",
    "/F1 22 Tf",
    "56 780 Td",
    `${pdfString(TITLE)} Tj`,
    "/F1 10 Tf",
    "0 -20 Td",
    `${pdfString("Nutrition with Elena - print it or keep it on your phone")} Tj`,
    "0 -14 Td",
  ];
  for (const [heading, items] of SECTIONS) {
    ops.push("0 -22 Td", "/F1 13 Tf", `${pdfString(heading)} Tj`, "/F1 11 Tf");
    for (const item of items) ops.push("0 -17 Td", `${pdfString(`[  ]  ${item}`)} Tj`);
  }
  ops.push("ET");
  return ops.join("\n");
}

export function shoppingListPdf(): Buffer {
  const stream = contentStream();
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(TITLE)} /Author ${pdfString("Nutrition with Elena")} >>`,
  ];
  let out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
