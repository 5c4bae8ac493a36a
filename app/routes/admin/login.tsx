import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiRequestError, browserFetch, createApi } from "../../lib/api-client";
import { readToken, storeToken, useAdminT, useApiBase, useDocumentTitle, usePublicApi, serverMessage } from "./admin-context";
import { AdminLanguageMenu } from "./ui";

export default function AdminLogin() {
  const t = useAdminT();
  const api = usePublicApi();
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const sentBack = (useLocation().state as { unauthorized?: boolean } | null)?.unauthorized === true;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hasToken, setHasToken] = useState(false);
  useDocumentTitle(t("admin.login.title"));

  // A stored token that the server still accepts goes straight to the dashboard.
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    setHasToken(true);
    createApi(browserFetch(apiBase), { token })
      .admin.current()
      .then(
        () => navigate("/admin-dashboard", { replace: true }),
        (e: unknown) => {
          if (e instanceof ApiRequestError && e.status === 401) {
            storeToken(null);
            setHasToken(false);
          }
        },
      );
  }, [apiBase, navigate]);

  // The fields are read from the form itself: they are server-rendered, so what was typed
  // before the page became interactive counts too.
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    setError(null);
    setBusy(true);
    try {
      const res = await api.admin.login(email.trim(), password);
      storeToken(res.token);
      navigate("/admin-dashboard", { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiRequestError
          ? err.status === 401
            ? t("admin.login.invalid")
            : serverMessage(err, t("admin.login.invalid"))
          : t("admin.error.network"),
      );
    } finally {
      setBusy(false);
    }
  }

  async function logout() {
    const token = readToken();
    if (token)
      await createApi(browserFetch(apiBase), { token })
        .admin.logout()
        .catch(() => undefined);
    storeToken(null);
    setHasToken(false);
  }

  return (
    <main className="admin-main admin-center">
      <div className="admin-card login-card">
        <div className="login-top">
          <h1>{t("admin.login.title")}</h1>
          <AdminLanguageMenu />
        </div>
        {sentBack && !error && (
          <p role="status" className="admin-error">
            {t("admin.error.unauthorized")}
          </p>
        )}
        <form method="post" onSubmit={submit} className="form">
          <div className="field">
            <label htmlFor="login-email">{t("admin.login.email")}</label>
            <input id="login-email" name="email" type="email" autoComplete="username" required />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t("admin.login.password")}</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          {error && (
            <p role="alert" className="admin-error">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t("admin.login.submitting") : t("admin.login.submit")}
            </button>
            {hasToken && (
              <button type="button" className="btn btn--ghost" onClick={() => void logout()}>
                {t("admin.logout")}
              </button>
            )}
          </div>
        </form>
      </div>
    </main>
  );
}
