import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { pickLanguage } from "../../core/languages";
import { createApi } from "../lib/api-client";
import { useT } from "../i18n";

export const meta: MetaFunction = () => [{ title: "Nutrition with Elena" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = pickLanguage(new URL(request.url).searchParams.get("lang") ?? undefined);
  const api = createApi(context.apiFetch, { language: lang });
  return { plans: await api.servicePlans.list(lang) };
}

export default function Home() {
  const { plans } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="page">
      <h1>{t("site.name")}</h1>
      <p>{t("site.tagline")}</p>
      <ul>
        {plans.map((p) => (
          <li key={p.id}>
            {p.title} — €{p.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
