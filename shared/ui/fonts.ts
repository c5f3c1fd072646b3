// Prompt, served from the site's own build (no third-party font host). Each file covers Thai and Latin
// subsets by unicode-range, so the browser downloads only what a page uses.
import '@fontsource/prompt/300.css';
import '@fontsource/prompt/400.css';
import '@fontsource/prompt/500.css';
import '@fontsource/prompt/700.css';
