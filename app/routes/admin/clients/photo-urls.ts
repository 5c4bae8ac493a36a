import { useEffect, useState } from "react";

/** Object URLs of photos fetched with the admin's token, released when gone. */
export function usePhotoUrls(wanted: string[], token: string): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = wanted.join(" ");
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      wanted.map(async (url) => {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) return [url, ""] as const;
        const obj = URL.createObjectURL(await res.blob());
        made.push(obj);
        return [url, obj] as const;
      }),
    ).then((pairs) => live && setUrls(Object.fromEntries(pairs.filter(([, v]) => v))));
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
    // The list of addresses is what matters, not the array's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token]);
  return urls;
}
