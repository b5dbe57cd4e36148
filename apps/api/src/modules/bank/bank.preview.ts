import { copyFile, cp, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeXml, parseQuestionText, TOPIC } from '@exam/bank';
import { exceedsKatexExtent, KATEX_OPTIONS, katexMacros } from '@exam/contract';
import katex from 'katex';
import type { Database } from '../../db/database';
import { findFigures, listLessons, sampleQuestions } from './bank.repository';
import type { QuestionRow } from './question-row';

/** The spec underlines the phrase that points at a question's figure. */
const FIGURE_PHRASE = 'In the opposite figure :';
function underlineFigurePhrase(escapedText: string): string {
  return escapedText.split(FIGURE_PHRASE).join(`<u>${FIGURE_PHRASE}</u>`);
}

/**
 * One formula as KaTeX HTML, with the web app's options (KATEX_OPTIONS: trust off, expansion and
 * sizes bounded); a formula that does not parse, overflows KaTeX's recursive parser (a few
 * thousand nested groups throw a RangeError, which used to abort the whole preview) or is too
 * large is shown as its escaped source, as the web app shows it.
 */
export function renderFormula(tex: string, display: boolean): string {
  let html: string | null = null;
  try {
    html = katex.renderToString(tex, {
      ...KATEX_OPTIONS,
      displayMode: display,
      macros: katexMacros(),
    });
  } catch {
    html = null;
  }
  if (html === null || html.includes('katex-error') || exceedsKatexExtent(html)) {
    return `<code class="math-source">${escapeXml(tex)}</code>`;
  }
  return html;
}

/** Text with `$...$` math: text escaped, math rendered to HTML by KaTeX on the server. */
export function renderMathText(text: string): string {
  return parseQuestionText(text)
    .map((segment) =>
      segment.kind === 'math'
        ? renderFormula(segment.value, segment.display)
        : underlineFigurePhrase(escapeXml(segment.value)),
    )
    .join('');
}

/** node_modules/katex/dist, wherever npm placed it. */
function katexDistDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('katex/package.json')), 'dist');
}

const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1b1f; --muted: #5c5f66; --card: #f5f6f8;
  --line: #d9dce1; --ok: #1b7f3b; --figure: #fff; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121417; --fg: #e8eaed; --muted: #a7adb5; --card: #1d2025; --line: #30353c;
    --ok: #7bd88f; --figure: #f4f5f7; }
}
body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; font: 16px/1.5 system-ui, sans-serif;
  background: var(--bg); color: var(--fg); }
h1 { font-size: 1.6rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid var(--line); }
nav ol { padding-left: 2rem; } a { color: inherit; }
@media (min-width: 56rem) { nav ol { columns: 2; column-gap: 3rem; } nav li { break-inside: avoid; } }
article { background: var(--card); border: 1px solid var(--line); border-radius: 8px;
  padding: 1rem 1.25rem; margin: 1rem 0; }
.meta { color: var(--muted); font-size: .85rem; }
img { display: block; max-width: 100%; height: auto; background: var(--figure);
  border-radius: 6px; margin: .75rem 0; }
ol.options li.correct { color: var(--ok); font-weight: 600; }
.help { margin: .5rem 0 0; } .help h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
.help ol { margin: 0; padding-left: 1.75rem; } .help li { margin: .15rem 0; }
.none { color: var(--muted); font-style: italic; }
.answer { color: var(--ok); }
.katex { font-size: 1.05em; }
.math-source { font: .92em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere; }
`;

/**
 * The page's own Content-Security-Policy: no script at all, styles and KaTeX's fonts from the
 * page's folder, images only as data: URLs (the figures). A second wall behind the escaping, for
 * a page that shows imported text to whoever opens it (opened from disk, it gets no HTTP headers).
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function renderQuestion(question: QuestionRow, svgById: Map<string, { svg: string; alt: string }>) {
  const figureId = question.graph.startsWith('/api/graph/')
    ? question.graph.slice('/api/graph/'.length)
    : '';
  const figure = svgById.get(figureId);
  const image = figure
    ? `<img src="data:image/svg+xml;base64,${Buffer.from(figure.svg, 'utf8').toString('base64')}" alt="${escapeXml(figure.alt)}">`
    : question.graph
      ? `<p class="meta">Graph: ${escapeXml(question.graph)}</p>`
      : '';
  const options = question.options
    ? `<ol class="options" type="A">${question.options
        .map(
          (option) =>
            `<li${option === question.answer ? ' class="correct"' : ''}>${renderMathText(option)}</li>`,
        )
        .join('')}</ol>`
    : '';
  const traits = [
    question.type,
    question.templateId ?? 'imported',
    ...(question.frame ? [`frame ${question.frame}`] : []),
    ...(question.multiStep ? ['multi-step'] : []),
    ...(question.inContext ? ['in context'] : []),
    `IRT a=${question.irtA.toFixed(2)} b=${question.irtB.toFixed(2)} c=${question.irtC.toFixed(2)}`,
  ];
  return `<article>
<p class="meta">${traits.map(escapeXml).join(' · ')}</p>
<p>${renderMathText(question.text)}</p>
${image}${options}
<p class="answer"><strong>Answer:</strong> ${renderMathText(question.answer)}</p>
${renderHelp('Hints', question.hints)}
${renderHelp('Worked solution', question.steps)}
<p><strong>Explanation:</strong> ${renderMathText(question.explanation)}</p>
</article>`;
}

/** A numbered list of hints or worked steps, or a plain "none" a reviewer cannot miss. */
function renderHelp(title: string, lines: readonly string[] | null): string {
  const body =
    lines && lines.length > 0
      ? `<ol>${lines.map((line) => `<li>${renderMathText(line)}</li>`).join('')}</ol>`
      : `<p class="none">None for this item.</p>`;
  return `<div class="help"><h3>${escapeXml(title)}</h3>${body}</div>`;
}

/**
 * A static page for reviewers: `perLesson` sample questions of every lesson with math rendered,
 * figures inline and answers shown. KaTeX's CSS and fonts are copied beside it, so it opens
 * offline and loads nothing from elsewhere. Returns the page's path.
 */
export async function writePreview(
  db: Database,
  outDir: string,
  options: { perLesson?: number } = {},
): Promise<{ file: string; questions: number; lessons: number }> {
  // A lesson has 10 to 13 templates: show one variant of each (sampleQuestions takes the first
  // variant of every template before any second one).
  const perLesson = options.perLesson ?? 14;
  const lessons = await listLessons(db, TOPIC);
  const sections: string[] = [];
  let count = 0;
  for (const [index, lesson] of lessons.entries()) {
    const rows = await sampleQuestions(db, lesson.id, perLesson);
    const ids = rows
      .map((row) => row.graph)
      .filter((graph) => graph.startsWith('/api/graph/'))
      .map((graph) => graph.slice('/api/graph/'.length));
    const svgById = new Map(
      (await findFigures(db, ids)).map((figure) => [figure.id, figure] as const),
    );
    count += rows.length;
    sections.push(
      `<section id="lesson-${index + 1}"><h2>${index + 1}. ${escapeXml(lesson.name)}</h2>
${rows.map((row) => renderQuestion(row, svgById)).join('\n')}</section>`,
    );
  }
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(TOPIC)}: question bank preview</title>
<link rel="stylesheet" href="katex.min.css">
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeXml(TOPIC)}: question bank preview</h1>
<p class="meta">${count} sample questions from ${lessons.length} lessons. Correct options are marked.</p>
<nav><ol>${lessons.map((lesson, index) => `<li><a href="#lesson-${index + 1}">${escapeXml(lesson.name)}</a></li>`).join('')}</ol></nav>
${sections.join('\n')}
</body>
</html>
`;
  await mkdir(outDir, { recursive: true });
  const dist = katexDistDir();
  await copyFile(join(dist, 'katex.min.css'), join(outDir, 'katex.min.css'));
  await cp(join(dist, 'fonts'), join(outDir, 'fonts'), { recursive: true });
  const file = join(outDir, 'index.html');
  await writeFile(file, html, 'utf8');
  return { file, questions: count, lessons: lessons.length };
}
