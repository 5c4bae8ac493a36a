import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { serveArgs, serveEnv } from "./serve-args.mjs";

const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("the command that runs the site", () => {
  it("limits the allocator's arenas and fixes its threshold for mapping large blocks, then runs node with heap limits and the compiled server", () => {
    expect(serveEnv()).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
    const args = serveArgs();
    expect(args.at(-1)).toBe("build/main.js");
    expect(args).toContain("--max-old-space-size=256");
    expect(args.some((a) => a.startsWith("--max-semi-space-size="))).toBe(true);
  });

  // The container and the systemd unit cannot read package.json: they spell the flags out.
  it("is the same in the Dockerfile and the systemd unit as in npm run serve", () => {
    const args = serveArgs();
    for (const [name, value] of Object.entries(serveEnv())) {
      expect(read("Dockerfile")).toContain(`ENV ${name}=${value}\n`);
      expect(read("deploy/nutrition-site.service")).toContain(`Environment=${name}=${value}\n`);
    }
    expect(read("Dockerfile")).toContain(`CMD ${JSON.stringify(["node", ...args]).replaceAll(",", ", ")}`);
    expect(read("deploy/nutrition-site.service")).toContain(`ExecStart=/usr/bin/node ${args.join(" ")}\n`);
  });
});
