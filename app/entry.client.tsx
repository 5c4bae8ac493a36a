import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts } from "./i18n/load-texts";

// React Router's default client entry, after the page's texts have arrived: the page's scripts
// carry no text tables (docs/decisions/024). Without them the page still hydrates, showing keys,
// rather than staying inert.
const texts = document.querySelector("link[data-page-texts]")?.getAttribute("href");

void (texts ? loadTexts(texts) : Promise.resolve())
  .catch((error: unknown) => console.error(error))
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
