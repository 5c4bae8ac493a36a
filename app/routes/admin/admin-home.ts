import { redirect } from "react-router";

/** `/admin` goes to the dashboard; its guard sends a visitor without a session to the login. */
export function loader() {
  return redirect("/admin-dashboard");
}
