import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { ApiRequestError, browserFetch, createApi } from "../../lib/api-client";
import { useLanguage } from "../../i18n";
import { AdminSessionContext, guardedFetch, readToken, storeToken, useAdminT, useApiBase, type AdminSession, type Flash } from "./admin-context";
import { AdminLanguageMenu, FlashArea } from "./ui";

/**
 * Every admin screen sits inside this guard. It shows nothing until the server confirms the
 * stored token; without one, or when the server rejects it (now or on any later call), the
 * token is dropped and the admin lands on the login screen.
 */
export default function AdminGuard() {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const t = useAdminT();
  const navigate = useNavigate();
  const location = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [flashes, setFlashes] = useState<Flash[]>([]);
  const flashId = useRef(0);

  // A token the server refused: the login screen says why she is back there.
  const ended = useRef(false);
  const endSession = useCallback(() => {
    ended.current = true;
    storeToken(null);
    setToken(null);
    navigate("/admin-login", { replace: true, state: { unauthorized: true } });
  }, [navigate]);

  const verify = useCallback(() => {
    const stored = readToken();
    if (!stored) {
      // After endSession the login screen is already on its way, with the reason attached;
      // a second redirect here would drop that reason.
      if (!ended.current) navigate("/admin-login", { replace: true });
      return;
    }
    setProblem(null);
    createApi(browserFetch(apiBase), { token: stored })
      .admin.current()
      .then(
        () => setToken(stored),
        (e: unknown) => {
          if (e instanceof ApiRequestError && e.status === 401) endSession();
          else setProblem(t("admin.error.network"));
        },
      );
  }, [apiBase, endSession, navigate, t]);

  useEffect(verify, [verify]);

  const flash = useCallback((kind: Flash["kind"], text: string) => {
    const id = ++flashId.current;
    setFlashes([{ id, kind, text }]);
  }, []);

  // A message belongs to the screen it was shown on and the one right after it.
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    const shownFor = flashId.current;
    const timer = window.setTimeout(() => setFlashes((f) => f.filter((x) => x.id !== shownFor)), 8000);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  const session = useMemo<AdminSession | null>(() => {
    if (!token) return null;
    const api = createApi(guardedFetch(apiBase, endSession), { token, language: lang });
    return {
      api,
      token,
      apiBase,
      lang,
      flash,
      logout: async () => {
        // Revoke the token on the server too; the local copy goes whatever the answer.
        await api.admin.logout().catch(() => undefined);
        storeToken(null);
        setToken(null);
        navigate("/admin-login", { replace: true });
      },
    };
  }, [token, apiBase, lang, endSession, flash, navigate]);

  if (!session) {
    return (
      <main className="admin-main admin-center" aria-busy={!problem}>
        <h1 className="visually-hidden">{t("admin.title")}</h1>
        {problem ? (
          <div className="admin-card">
            <p role="alert" className="admin-error">
              {problem}
            </p>
            <button type="button" className="btn" onClick={verify}>
              {t("admin.action.retry")}
            </button>
          </div>
        ) : (
          <p role="status">{t("admin.state.checking")}</p>
        )}
      </main>
    );
  }

  return (
    <AdminSessionContext.Provider value={session}>
      <a className="skip-link" href="#admin-main">
        {t("admin.skip")}
      </a>
      <header className="admin-bar">
        <Link to="/admin-dashboard" className="admin-brand">
          {t("admin.title")}
        </Link>
        <div className="admin-bar-actions">
          <AdminLanguageMenu />
          <button type="button" className="btn btn--ghost" onClick={() => void session.logout()}>
            {t("admin.logout")}
          </button>
        </div>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <FlashArea flashes={flashes} onDismiss={(id) => setFlashes((f) => f.filter((x) => x.id !== id))} />
        <Outlet />
      </main>
    </AdminSessionContext.Provider>
  );
}
