import type { ToolConstructable, ToolSettings } from "@editorjs/editorjs";

interface ToolOptions {
  linkEndpoint: string;
  token: string;
  uploadImage: (file: Blob) => Promise<{ success: number; file: { url: string } }>;
}

/** Loads Editor.js and its official tools (docs/decisions/004), and configures them. */
export async function loadEditorTools(opts: ToolOptions) {
  const [
    { default: EditorJS },
    { default: Header },
    { default: List },
    { default: ImageTool },
    { default: Quote },
    { default: Code },
    { default: Delimiter },
    { default: Table },
    { default: LinkTool },
    { default: Embed },
    { default: Marker },
    { default: Underline },
    { default: InlineCode },
  ] = await Promise.all([
    import("@editorjs/editorjs"),
    import("@editorjs/header"),
    import("@editorjs/list"),
    import("@editorjs/image"),
    import("@editorjs/quote"),
    import("@editorjs/code"),
    import("@editorjs/delimiter"),
    import("@editorjs/table"),
    import("@editorjs/link"),
    import("@editorjs/embed"),
    import("@editorjs/marker"),
    import("@editorjs/underline"),
    import("@editorjs/inline-code"),
  ]);
  const tool = (c: unknown) => c as ToolConstructable;

  const tools: Record<string, ToolSettings | ToolConstructable> = {
    // Paragraphs get underline (and marker, inline code) on top of bold, italic and link.
    paragraph: { inlineToolbar: ["bold", "italic", "link", "underline", "marker", "inlineCode"], config: { preserveBlank: false } } as ToolSettings,
    header: { class: tool(Header), inlineToolbar: ["bold", "italic", "link"], config: { levels: [2, 3, 4], defaultLevel: 2 } },
    list: { class: tool(List), inlineToolbar: ["bold", "italic", "link"], config: { defaultStyle: "unordered" } },
    image: {
      class: tool(ImageTool),
      config: {
        field: "image",
        types: "image/*",
        uploader: {
          uploadByFile: opts.uploadImage,
          // A pasted image address is used as it is.
          uploadByUrl: async (url: string) => ({ success: 1, file: { url } }),
        },
      },
    },
    quote: { class: tool(Quote), inlineToolbar: true },
    code: { class: tool(Code) },
    delimiter: { class: tool(Delimiter) },
    table: { class: tool(Table), inlineToolbar: true, config: { rows: 2, cols: 2 } },
    linkTool: { class: tool(LinkTool), config: { endpoint: opts.linkEndpoint, headers: { Authorization: `Bearer ${opts.token}` } } },
    embed: { class: tool(Embed), config: { services: { youtube: true, vimeo: true, instagram: true, twitter: true, codepen: true } } },
    marker: { class: tool(Marker) },
    underline: { class: tool(Underline) },
    inlineCode: { class: tool(InlineCode) },
  };
  return { EditorJS, tools };
}
