import { type RouteConfigEntry, index, route } from "@react-router/dev/routes";

export const publicRoutes: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("manage-booking/:token", "routes/manage-booking.tsx"),
];
