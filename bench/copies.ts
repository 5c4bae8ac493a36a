// Copies of the demo blogs and recipes (published, same pictures, numbered slugs and titles)
// until the database holds `rows` of each: how the benchmarks get a large site.
import { blogsRepository } from "../server/blogs/repository.js";
import { recipesRepository } from "../server/recipes/repository.js";
import { recipeInput, type Recipe } from "../core/schemas/recipe.js";
import type { Blog } from "../core/schemas/blog.js";
import type { Database } from "../server/db/database.js";

// Rows hold a storage key; the repositories were given identity address makers, so the
// "address" read back is the key itself, from "images/" on.
const keyOf = (url: string | null) => (url ? url.slice(url.indexOf("images/")) : null);

/** Drops the ids of nested rows, so they are inserted as new ones. */
function fresh<T extends { id: number }>(rows: T[] | T | null) {
  return Array.isArray(rows) ? rows.map(({ id: _id, ...rest }) => rest) : rows ? (({ id: _id, ...rest }) => rest)(rows) : rows;
}

export async function copyDemoContent(db: Database, rows: number): Promise<void> {
  const blogs = blogsRepository(db, { imageUrl: (s) => s });
  const demoBlogs: Blog[] = (await blogs.list({ includeDrafts: false })).filter((b) => b.published_date);
  for (let i = await blogs.count(); i < rows; i++) {
    const b = demoBlogs[i % demoBlogs.length]!;
    await blogs.create({
      slug: `${b.slug}-${i}`,
      title: `${b.title} ${i}`,
      description: b.description,
      category: b.category,
      language: b.language,
      published_date: b.published_date,
      profile_image: keyOf(b.profile_image_url),
      content: b.content,
      ...b.meta_info,
    });
  }
  const recipes = recipesRepository(db, (s) => s);
  const demoRecipes: Recipe[] = await recipes.list();
  for (let i = await recipes.count(); i < rows; i++) {
    const r = demoRecipes[i % demoRecipes.length]!;
    const input = recipeInput.parse({
      title: `${r.title} ${i}`,
      description: r.description,
      category: r.category,
      slug: `${r.slug}-${i}`,
      language: r.language,
      ingredients_attributes: fresh(r.ingredients),
      instructions_attributes: fresh(r.instructions),
      nutritional_facts_attributes: fresh(r.nutritional_facts),
      valuable_info_attributes: fresh(r.valuable_info),
      meta_info_attributes: fresh(r.meta_info),
    });
    await recipes.create(input, { imageKey: r.image_url });
  }
}
