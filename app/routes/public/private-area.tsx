import { Outlet } from "react-router";
import { loadAsOwnDocument } from "../../lib/private-document";

// A client's own pages and a booking's private page: each is shown in a document of its own,
// never inside a public page's (app/lib/private-document.ts).

/** Nothing to load: it exists so that the first render keeps the server's page (no client loader runs then). */
export function loader() {
  return null;
}

export const clientLoader = loadAsOwnDocument;

export default function PrivateArea() {
  return <Outlet />;
}
