import type { ReactNode } from "react";

/**
 * Tick-off items kept only in this page (toggled locally, never saved): plain checkboxes, so they
 * work with no script at all; the CSS strikes a ticked item through and shades its row.
 */
export function Checklist({ id, items, ordered = false }: { id: string; items: { key: string | number; content: ReactNode }[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="checklist">
      {items.map((item) => {
        const inputId = `${id}-${item.key}`;
        return (
          <li key={item.key}>
            <label htmlFor={inputId}>
              <input id={inputId} type="checkbox" />
              <span className="checklist__text">{item.content}</span>
            </label>
          </li>
        );
      })}
    </List>
  );
}
