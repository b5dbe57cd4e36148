import Box from '@mui/material/Box';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseQuestionText, type TextSegment } from './parse-question-text';
import { useKatex } from './use-katex';

export const FIGURE_LEAD = 'In the opposite figure :';

const sourceSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.92em',
  overflowWrap: 'anywhere',
} as const;

/** Plain text with every 'In the opposite figure :' underlined. */
function PlainText({ value }: { value: string }) {
  const parts = value.split(FIGURE_LEAD);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <Box component="span" sx={{ textDecoration: 'underline' }}>
              {FIGURE_LEAD}
            </Box>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function MathSource({ segment }: { segment: TextSegment }) {
  return (
    <Box
      component="span"
      data-math-source=""
      dir="ltr"
      sx={{
        ...sourceSx,
        display: segment.display ? 'block' : 'inline',
        my: segment.display ? 1 : 0,
      }}
    >
      {segment.value}
    </Box>
  );
}

/**
 * Question (or option) text with `$...$`, `$$...$$` and `\[...\]` math rendered by KaTeX, loaded
 * lazily; until it loads, and for a formula that does not parse, the TeX source is shown. Renders
 * inline elements only, so it can sit inside a label.
 */
export function QuestionText({ text }: { text: string }) {
  const segments = useMemo(() => parseQuestionText(text), [text]);
  const katex = useKatex(segments.some((segment) => segment.kind === 'math'));

  const nodes: ReactNode[] = segments.map((segment, index) => {
    if (segment.kind === 'text') return <PlainText key={index} value={segment.value} />;
    const html = katex ? katex.renderMath(segment.value, segment.display) : null;
    if (html === null) return <MathSource key={index} segment={segment} />;
    return (
      <Box
        key={index}
        component="span"
        // Maths reads left to right inside a right-to-left page too.
        dir="ltr"
        sx={
          segment.display
            ? {
                display: 'block',
                maxWidth: '100%',
                overflowX: 'auto',
                overflowY: 'hidden',
                // A wide formula scrolls inside its line instead of widening the card (its
                // intrinsic width would otherwise push a fit-content parent past 360 px).
                contain: 'inline-size',
              }
            : undefined
        }
        // KaTeX output from trusted options (trust: false, bounded expansion): no links, no HTML.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  });

  // The bank writes in English: on an Arabic page its sentence keeps its own left-to-right
  // order (a full stop stays at its end) while the page around it runs right to left.
  return (
    <Box component="span" dir="ltr" sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
      {nodes}
    </Box>
  );
}
