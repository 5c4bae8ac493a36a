import { describe, expect, it } from "vitest";
import { ByteLru, stringBytes } from "./byte-lru.js";

const sized = (maxBytes: number) => new ByteLru<string>(maxBytes, (_key, value) => value.length);

describe("a byte-bounded LRU cache", () => {
  it("evicts the least recently used entries once the bytes pass the bound", () => {
    const lru = sized(100);
    lru.set("a", "x".repeat(40));
    lru.set("b", "x".repeat(40));
    expect(lru.get("a")).toBeDefined(); // a is now the most recent
    lru.set("c", "x".repeat(40));
    expect(lru.has("b")).toBe(false);
    expect([lru.has("a"), lru.has("c")]).toEqual([true, true]);
    expect(lru.bytes).toBe(80);
  });

  it("never keeps an entry larger than the whole bound, and drops what that key held before", () => {
    const lru = sized(100);
    lru.set("a", "x".repeat(10));
    lru.set("big", "small");
    expect(lru.set("big", "x".repeat(101))).toBe(false);
    expect(lru.has("big")).toBe(false);
    expect(lru.get("a")).toBe("x".repeat(10));
    expect(lru.bytes).toBe(10);
  });

  it("counts a replaced value once, at its new size", () => {
    const lru = sized(100);
    lru.set("a", "x".repeat(60));
    lru.set("a", "x".repeat(30));
    expect(lru.bytes).toBe(30);
    expect(lru.size).toBe(1);
  });

  it("deletes by key, by condition and all at once, keeping the count of bytes right", () => {
    const lru = sized(1000);
    for (const k of ["blogs:1", "blogs:2", "recipes:1"]) lru.set(k, "x".repeat(100));
    lru.delete("blogs:1");
    expect(lru.bytes).toBe(200);
    lru.deleteWhere((key) => key.startsWith("blogs:"));
    expect([...lru.keys()]).toEqual(["recipes:1"]);
    expect(lru.bytes).toBe(100);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });

  it("stays under its bound through many random writes and reads", () => {
    const lru = sized(5_000);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const key = `k${Math.floor(random() * 500)}`;
      if (random() < 0.5) lru.set(key, "x".repeat(Math.floor(random() * 800)));
      else lru.get(key);
      expect(lru.bytes).toBeLessThanOrEqual(5_000);
    }
    let total = 0;
    for (const key of lru.keys()) total += lru.peek(key)!.length;
    expect(total).toBe(lru.bytes);
  });

  it("keeps nothing with a bound of 0", () => {
    const lru = sized(0);
    lru.set("a", "");
    lru.set("b", "x");
    expect(lru.has("b")).toBe(false);
  });

  it("counts strings at two bytes a character, as V8 may hold them", () => {
    expect(stringBytes("abc")).toBe(6);
    expect(stringBytes("Ελληνικά")).toBe(16);
  });
});
