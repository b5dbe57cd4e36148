import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { altFromGraphData, classifyGraph, imageFromGraphData } from './figure-source';

export type FigureVariant = 'exam' | 'practice' | 'trial';

export const GraphMessages = {
  loading: 'Loading graph...',
  empty: 'No graph data available',
  error: (message: string) => `Error loading graph: ${message}`,
} as const;

export const DEFAULT_FIGURE_ALT = 'Figure for this question';

/**
 * docs/product.md §9: 350 wide on small screens else 600; trial and practice 350 high. The spec's exam
 * default of 150 high made a triangle's labels unreadable (seen in the exam screenshots), so the
 * exam uses the same 350 ceiling as the other modes (docs/decisions/013-exam-figure-height.md).
 */
const SIZES: Record<FigureVariant, { height: number }> = {
  exam: { height: 350 },
  practice: { height: 350 },
  trial: { height: 350 },
};

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ?? `HTTP ${error.status}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

type StoredState =
  | { status: 'loading' }
  | { status: 'ready'; src: string; alt: string | null }
  | { status: 'empty' }
  | { status: 'error'; message: string };

function useStoredFigure(path: string | null): StoredState {
  const [state, setState] = useState<{ path: string | null; value: StoredState }>({
    path,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    apiRequest<unknown>(path, { signal: controller.signal }).then(
      (data) => {
        const src = imageFromGraphData(data);
        const alt = altFromGraphData(data);
        setState({ path, value: src ? { status: 'ready', src, alt } : { status: 'empty' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ path, value: { status: 'error', message: errorText(error) } });
      },
    );
    return () => controller.abort();
  }, [path]);
  return state.path === path ? state.value : { status: 'loading' };
}

function FigureImage({ src, alt, variant }: { src: string; alt: string; variant: FigureVariant }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      // Not lazy: the figure is often the largest thing on a question screen, and a lazy image
      // is painted only after layout decides it is near the viewport (Lighthouse: LCP delay).
      decoding="async"
      sx={{
        display: 'block',
        width: { xs: 350, sm: 600 },
        maxWidth: '100%',
        // Spec heights as the ceiling; the image keeps its aspect ratio below it, so a wide
        // figure on a 360 px screen gets no empty band above and below.
        height: 'auto',
        maxHeight: SIZES[variant].height,
        objectFit: 'contain',
        mx: 'auto',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'tint.subtle',
      }}
    />
  );
}

function Status({ children, role }: { children: string; role?: 'alert' | 'status' }) {
  return (
    <Typography
      role={role}
      variant="body2"
      color={role === 'alert' ? 'error' : 'textSecondary'}
      sx={{ textAlign: 'center', py: 2 }}
    >
      {children}
    </Typography>
  );
}

export type QuestionFigureProps = {
  graph: string | null | undefined;
  variant: FigureVariant;
  alt?: string | undefined;
};

/**
 * A question's figure, always through `<img>` (no script can run in an SVG shown that way, and it
 * loads nothing). Stored figures are fetched from /api/graph each time (no caching); images from
 * other sites are never requested (figure-source.ts).
 */
export function QuestionFigure({ graph, variant, alt }: QuestionFigureProps) {
  const source = useMemo(() => classifyGraph(graph), [graph]);
  const stored = useStoredFigure(source.kind === 'stored' ? source.path : null);
  // The caller's text first, then the figure's own description, then a generic one.
  const described =
    source.kind === 'image' ? source.alt : stored.status === 'ready' ? stored.alt : null;
  const altText = alt?.trim() ? alt : (described ?? DEFAULT_FIGURE_ALT);

  if (source.kind === 'none') return null;
  let content;
  if (source.kind === 'blocked') {
    // An image the app will not load (another site's, or a path outside /api/graph).
    content = <Status>{GraphMessages.empty}</Status>;
  } else if (source.kind === 'image') {
    content = <FigureImage src={source.src} alt={altText} variant={variant} />;
  } else if (stored.status === 'ready') {
    content = <FigureImage src={stored.src} alt={altText} variant={variant} />;
  } else if (stored.status === 'loading') {
    content = <Status role="status">{GraphMessages.loading}</Status>;
  } else if (stored.status === 'empty') {
    content = <Status>{GraphMessages.empty}</Status>;
  } else {
    content = <Status role="alert">{GraphMessages.error(stored.message)}</Status>;
  }
  return (
    <Box component="figure" sx={{ m: 0, my: 2, maxWidth: '100%' }}>
      {content}
    </Box>
  );
}
