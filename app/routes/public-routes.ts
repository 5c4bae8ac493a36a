import { type RouteConfigEntry, index } from "@react-router/dev/routes";

export const publicRoutes: RouteConfigEntry[] = [index("routes/home.tsx")];
