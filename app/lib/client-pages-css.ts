import type { LinksFunction } from "react-router";
import clientPagesCss from "../styles/client-pages.css?url";

/**
 * The booking flow's and the client's own pages' stylesheet, linked by those routes only: the
 * content pages, most visitors' first page, then parse a smaller sheet before their first paint.
 * Same precedence as the site's sheet, so React writes it next to it at the top of the head.
 */
export const clientPagesLinks: LinksFunction = () => [{ rel: "stylesheet", href: clientPagesCss, precedence: "default" }];
