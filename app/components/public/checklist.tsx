import { useState, type ReactNode } from "react";

/** Tick-off items kept only in this page (SPEC §4: local toggles). */
export function Checklist({ id, items, ordered = false }: { id: string; items: { key: string | number; content: ReactNode }[]; ordered?: boolean }) {
  const [checked, setChecked] = useState<Set<string | number>>(() => new Set());
  const toggle = (key: string | number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const List = ordered ? "ol" : "ul";
  return (
    <List className="checklist">
      {items.map((item) => {
        const inputId = `${id}-${item.key}`;
        const on = checked.has(item.key);
        return (
          <li key={item.key}>
            <label htmlFor={inputId} className={on ? "is-checked" : undefined}>
              <input id={inputId} type="checkbox" checked={on} onChange={() => toggle(item.key)} />
              <span className="checklist__text">{item.content}</span>
            </label>
          </li>
        );
      })}
    </List>
  );
}
