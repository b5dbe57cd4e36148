import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { containsMath } from './math-to-plain-text';
import { useKatexSettled } from './use-katex';

/**
 * A question's body (text, figure, answer), kept hidden but in its place while KaTeX loads when
 * any of `texts` holds maths, so it is first drawn typeset: drawn as TeX source and then typeset,
 * it changed height and pushed the figure and the answers down (use-katex.ts says how long it
 * waits at most). The heading above stays visible, and `aria-busy` tells assistive technology.
 */
export function TypesetGate({
  texts,
  children,
}: {
  texts: readonly string[];
  children: ReactNode;
}) {
  const settled = useKatexSettled(texts.some(containsMath));
  return (
    <Box aria-busy={!settled} sx={settled ? undefined : { visibility: 'hidden' }}>
      {children}
    </Box>
  );
}
