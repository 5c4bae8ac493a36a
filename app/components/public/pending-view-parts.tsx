import { useT, type TextKey } from "../../i18n";
import { BLOG_LIST_KEYS } from "./pending-view-texts";

// The loading states a page shows while the next one loads (pending-views.tsx). Their own
// file, fetched when a navigation starts: a first visit never shows one.

export function BlogListPending() {
  const t = useT();
  const [title, lead, loading] = BLOG_LIST_KEYS;
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t(title)}</h1>
          <p className="page-hero__lead">{t(lead)}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container">
          <p className="visually-hidden" role="status">
            {t(loading)}
          </p>
          <ul className="grid grid--3 blog-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="card skeleton-card" data-testid="blog-skeleton">
                <div className="skeleton skeleton--media" />
                <div className="card__body">
                  <div className="skeleton skeleton--line" style={{ width: "35%" }} />
                  <div className="skeleton skeleton--title" />
                  <div className="skeleton skeleton--line" />
                  <div className="skeleton skeleton--line" style={{ width: "80%" }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function Pending({ titleKey, textKey }: { titleKey?: TextKey; textKey: TextKey }) {
  const t = useT();
  return (
    <section className="section">
      <div className="container">
        {titleKey && <h1>{t(titleKey)}</h1>}
        <p className="state state--loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t(textKey)}
        </p>
      </div>
    </section>
  );
}
