import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The behaviours of every public page's frame (app/behaviours, plain DOM code with no
            // React) as one file rather than seven tiny ones: each file costs a request and its
            // import lines. The ones of content pages only (carousel, reveal, copy link) stay apart.
            {
              name: "behaviours",
              test: /(app[/\\](behaviours[/\\](consent|fab|forms|header|language|show-result|suggestion|theme)|lib[/\\]preferences)|core[/\\]page-forms)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
