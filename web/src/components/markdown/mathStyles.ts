/** KaTeX's stylesheet and fonts, loaded by the page that shows math (MarkdownView). */
import 'katex/dist/katex.min.css';
