import type { RouteConfig } from "@react-router/dev/routes";
import { publicRoutes } from "./routes/public-routes";
import { adminRoutes } from "./routes/admin-routes";

// Public pages (server-rendered, shared header and footer) and the admin area (client-side,
// behind the token guard) are declared in their own files.
export default [...publicRoutes, ...adminRoutes] satisfies RouteConfig;
