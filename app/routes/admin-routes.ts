import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const adminRoutes: RouteConfigEntry[] = [
  route("admin-availability", "routes/admin-availability.tsx"),
];
