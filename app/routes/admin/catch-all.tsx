import { data, Navigate } from "react-router";

// An unknown address answers 404 to crawlers; in the browser it sits inside the admin guard
// (SPEC §2), so without a valid token it lands on the login screen, with one on the dashboard.
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminCatchAll() {
  return <Navigate to="/admin-dashboard" replace />;
}
