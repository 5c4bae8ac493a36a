import { jsonInit, type Call } from "./call";

export const adminApi = (call: Call) => ({
  login: (email: string, password: string) => call<{ token: string; expires_at: string; email: string }>("/admin/login", jsonInit("POST", { email, password })),
  current: () => call<{ id: number; email: string }>("/admin/current"),
  logout: () => call<null>("/admin/logout", { method: "DELETE" }),
});
