import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useAnswerReader } from './use-answer-reader';
import { useKatex } from './use-katex';
import { useQuestionT } from './catalog';

/** The English words for an input the reader cannot read (the catalog's source, for tests). */
export const READ_AS_UNREADABLE = 'not a number or expression I can read yet';

/**
 * "Read as: ..." under a short-answer field: how the checker reads what is typed, with the bank's
 * own reader (docs/product.md §12.8). It knows nothing of the question's key, so it never says
 * whether the answer is right (in an exam the key is not on the client at all). An input it
 * cannot read is said plainly and can still be sent: the server marks it.
 */
export function ReadAsPreview({ id, value }: { id: string; value: string }) {
  const t = useQuestionT();
  const reader = useAnswerReader();
  const reading = useMemo(() => reader?.readAnswer(value) ?? null, [reader, value]);
  const katex = useKatex(reading?.kind === 'math');

  let content: React.ReactNode = null;
  if (reading?.kind === 'math') {
    // Display-size fractions and roots: an inline 2π/3 is too small to check on a phone.
    const html = katex ? katex.renderMath(`\\displaystyle ${reading.tex}`, false) : null;
    content = (
      <>
        {t('question.readAs.label')}{' '}
        {html === null ? (
          <Box component="span" data-read-as="" dir="ltr">
            {reading.text}
          </Box>
        ) : (
          <Box
            component="span"
            data-read-as=""
            dir="ltr"
            // KaTeX output from trusted options (trust: false): no links, no HTML. The MathML it
            // carries is what a screen reader reads.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {reading.approx !== null && <bdi dir="ltr"> ≈ {reading.approx}</bdi>}
      </>
    );
  } else if (reading?.kind === 'words') {
    content = <>{t('question.readAs.words', { text: reading.text })}</>;
  } else if (reading?.kind === 'unreadable') {
    content = <>{t('question.readAs.unreadable')}</>;
  }

  return (
    <Box
      id={id}
      data-testid="read-as"
      sx={{
        mt: 1,
        minHeight: '1.75rem',
        color: reading?.kind === 'unreadable' ? 'warning.light' : 'text.secondary',
        fontSize: '0.95rem',
        overflowX: 'auto',
        overflowY: 'hidden',
        overflowWrap: 'anywhere',
        '& .katex': { color: 'text.primary', fontSize: '1.1em' },
      }}
    >
      {content}
    </Box>
  );
}
