import { describe, expect, it } from "vitest";
import type { Booking } from "../../../../core/schemas/booking";
import { madridDate, upcomingSessions } from "./glance";
import { byNewestPublished, shortDate } from "../blogs/dates";
import { emptyRecipe, recipePayload } from "../recipes/recipe-form";

const booking = (date: string, status: string) => ({ date, status }) as Booking;

describe("dashboard figures", () => {
  it("counts the days in Madrid, not in UTC", () => {
    // 23:30 UTC on 31 March is already 1 April in Madrid (summer time).
    expect(madridDate(new Date("2025-03-31T23:30:00Z"))).toBe("2025-04-01");
    expect(madridDate(new Date("2025-03-31T23:30:00Z"), 7)).toBe("2025-04-08");
  });

  it("upcoming sessions are active bookings from today through the next 7 days", () => {
    const now = new Date("2025-06-10T08:00:00Z");
    const list = [
      booking("2025-06-09", "confirmed"),
      booking("2025-06-10", "pending_payment"),
      booking("2025-06-17", "confirmed"),
      booking("2025-06-18", "confirmed"),
      booking("2025-06-12", "cancelled"),
      booking("2025-06-12", "completed"),
    ];
    expect(upcomingSessions(list, now).map((b) => b.date)).toEqual(["2025-06-10", "2025-06-17"]);
  });
});

describe("blog lists", () => {
  it("lists drafts first, then the newest published", () => {
    const blogs = [
      { slug: "old", published_date: "2024-01-01" },
      { slug: "draft", published_date: null },
      { slug: "new", published_date: "2025-03-21" },
    ];
    expect(blogs.sort(byNewestPublished).map((b) => b.slug)).toEqual(["draft", "new", "old"]);
  });

  it("shows a published date in short form, in the admin's language", () => {
    expect(shortDate("2025-03-21", "en")).toBe("21 Mar 2025");
    expect(shortDate(null, "en")).toBeNull();
  });
});

describe("recipe payload", () => {
  it("drops empty nutrition rows, trims, and sends ids only on edit", () => {
    const s = emptyRecipe();
    s.title = " Soup ";
    s.ingredients = [{ id: 4, key: "a", name: "Leek", quantity: "1", size: "piece" }];
    s.instructions = [{ id: 9, key: "b", step_number: 1, step_content: "Cook." }];
    s.nutrition = [
      { key: "c", name: "Protein", quantity: "3", size: "g" },
      { key: "d", name: " ", quantity: "", size: "" },
    ];
    s.info = { id: 2, duration: "20 min", difficulty: "Easy", portions: "2" };
    const create = recipePayload(s, false);
    expect(create.title).toBe("Soup");
    expect(create.nutritional_facts_attributes).toEqual([{ name: "Protein", quantity: "3", size: "g" }]);
    expect(create.ingredients_attributes[0]).not.toHaveProperty("id");
    expect(create.valuable_info_attributes).toEqual({ duration: "20 min", difficulty: "Easy", portions: 2 });
    const edit = recipePayload(s, true);
    expect(edit.ingredients_attributes[0]).toMatchObject({ id: 4 });
    expect(edit.instructions_attributes[0]).toMatchObject({ id: 9, step_number: 1 });
    expect(edit.valuable_info_attributes).toMatchObject({ id: 2 });
  });
});
