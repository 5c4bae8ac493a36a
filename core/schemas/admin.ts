import { z } from "zod";

export const loginBody = z.object({
  email: z.string({ error: "required" }).trim().min(1, "required").max(254, "too_long"),
  password: z.string({ error: "required" }).min(1, "required").max(500, "too_long"),
});
