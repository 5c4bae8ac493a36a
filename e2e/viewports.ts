/**
 * Marks a journey whose behaviour depends on the screen's width (the burger menu, the booking
 * calendar on a phone, pages that must not scroll sideways, the floating button): the "phone"
 * project (390 px) runs only these, beside the "desktop" project (1280 px) that runs every
 * journey. A journey that behaves the same at any width runs once.
 */
export const VIEWPORT = { tag: "@viewport" };
