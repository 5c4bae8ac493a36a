// After the client build: a brotli (quality 11) and a gzip (level 9) copy beside every script,
// style sheet and SVG, served as they are by @fastify/static (preCompressed). Compressing once
// at the highest level is smaller than on each request at the quick level, and costs no CPU
// per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "build/client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;
let count = 0;

function walk(d: string): void {
  for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
    const file = path.join(d, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
}

walk(dir);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir)}`);
