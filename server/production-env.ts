// Imported first by the entry point: React and react-dom pick their development or production
// build from NODE_ENV when they are first loaded, and unset means development, several
// times slower at rendering pages. A started site is production unless told otherwise.
process.env.NODE_ENV ??= "production";

export {};
