// Editor.js tools whose packages publish no type declarations the bundler resolution finds.
declare module "@editorjs/link";
declare module "@editorjs/marker";
declare module "@editorjs/embed";
