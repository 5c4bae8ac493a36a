export * from "./json-ld";
export * from "./duration";
export * from "./recipe";
export * from "./blog-posting";
export * from "./practice";
export * from "./breadcrumbs";
