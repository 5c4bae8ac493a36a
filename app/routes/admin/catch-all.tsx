import { data, Navigate } from "react-router";

// An unknown address answers 404 to crawlers; in the browser it sits inside the admin guard
// (docs/decisions/010), so without a valid token it lands on the login screen, with one on the dashboard.
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminCatchAll() {
  return <Navigate to="/admin-dashboard" replace />;
}
