import type { InlineFigure } from '@exam/contract';
import ZoomInIcon from '@mui/icons-material/ZoomInRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { altFromGraphData, classifyGraph, imageFromGraphData, toImageSrc } from './figure-source';
import { tQuestion, useQuestionT } from './catalog';

export type FigureVariant = 'exam' | 'practice' | 'trial';

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

type FigureSize = { width: number; height: number };

/** The width and height an SVG's root element declares (the bank's figures: 600 x 350). */
function svgSize(svg: unknown): FigureSize | null {
  if (typeof svg !== 'string') return null;
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : null;
}

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ?? `HTTP ${error.status}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return tQuestion('question.figure.unknownError');
}

type StoredState =
  | { status: 'loading' }
  | { status: 'ready'; src: string; alt: string | null; size: FigureSize | null }
  | { status: 'empty' }
  | { status: 'error'; message: string };

/** A stored figure sent with its question, read as /api/graph's answer would be. */
function inlineState(inline: InlineFigure): StoredState {
  const src = toImageSrc(inline.svg);
  if (!src) return { status: 'empty' };
  const alt = altFromGraphData({ properties: inline });
  return { status: 'ready', src, alt, size: svgSize(inline.svg) };
}

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
        const size = svgSize((data as { xml?: unknown[] } | null)?.xml?.[1]);
        setState({ path, value: src ? { status: 'ready', src, alt, size } : { status: 'empty' } });
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

const FigureZoomDialog = lazy(() => import('./figure-zoom-dialog'));

/**
 * The figure as a button: a tap, or Enter or Space once focused, opens it full screen with zoom
 * (docs/product.md §12). The image inside keeps its alt text, so a screen reader reads the
 * figure's description as the button's name, after "Enlarge figure".
 */
function FigureImage({
  src,
  alt,
  variant,
  size = null,
  altLanguage,
}: {
  src: string;
  alt: string;
  variant: FigureVariant;
  size?: FigureSize | null;
  /** 'en' when the description comes from the (English) question bank, not from the catalogs. */
  altLanguage?: 'en' | undefined;
}) {
  const t = useQuestionT();
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched on the first opening only (nothing for the question's paint).
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        focusRipple
        sx={{
          display: 'block',
          position: 'relative',
          width: { xs: '100%', sm: 600 },
          maxWidth: '100%',
          mx: 'auto',
          borderRadius: 2,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('question.zoom.open')}
        </Box>
        <Box
          component="img"
          src={src}
          alt={alt}
          lang={altLanguage}
          // Not lazy: the figure is often the largest thing on a question screen, and a lazy image
          // is painted only after layout decides it is near the viewport (Lighthouse: LCP delay).
          decoding="async"
          // The SVG's own size: the browser reserves the figure's place before it is decoded, so
          // the answer below does not jump when it appears (Lighthouse: layout shift).
          {...(size ? { width: size.width, height: size.height } : {})}
          sx={{
            display: 'block',
            width: '100%',
            // Spec heights as the ceiling; the image keeps its aspect ratio below it, so a wide
            // figure on a 360 px screen gets no empty band above and below.
            height: 'auto',
            maxHeight: SIZES[variant].height,
            objectFit: 'contain',
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'tint.subtle',
          }}
        />
        <ZoomInIcon
          aria-hidden
          fontSize="small"
          sx={{
            position: 'absolute',
            right: 6,
            bottom: 6,
            p: 0.25,
            borderRadius: 1,
            bgcolor: (theme) => alpha(theme.palette.common.black, 0.55),
            color: 'common.white',
          }}
        />
      </ButtonBase>
      {wanted ? (
        <Suspense fallback={null}>
          <FigureZoomDialog open={open} onClose={() => setOpen(false)} src={src} alt={alt} />
        </Suspense>
      ) : null}
    </>
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
  /**
   * The stored figure as the question's response carried it (a running question): shown at once,
   * with no request to /api/graph (docs/decisions/033-figures-on-phones-and-mobile-speed.md).
   */
  inline?: InlineFigure | null | undefined;
  variant: FigureVariant;
  alt?: string | undefined;
};

/**
 * A question's figure, always through `<img>` (no script can run in an SVG shown that way, and it
 * loads nothing). A stored figure comes with its running question (`inline`) or is fetched from
 * /api/graph each time (no caching); images from other sites are never requested
 * (figure-source.ts).
 */
export function QuestionFigure({ graph, inline, variant, alt }: QuestionFigureProps) {
  const t = useQuestionT();
  const source = useMemo(() => classifyGraph(graph), [graph]);
  const sent = useMemo(() => (inline ? inlineState(inline) : null), [inline]);
  const fetched = useStoredFigure(source.kind === 'stored' && !sent ? source.path : null);
  const stored = sent ?? fetched;
  // The caller's text first, then the figure's own description, then a generic one.
  const described =
    source.kind === 'image' ? source.alt : stored.status === 'ready' ? stored.alt : null;
  const altText = alt?.trim() ? alt : (described ?? t('question.figure.defaultAlt'));
  // A screen reader on an Arabic page reads the bank's English description as English.
  const altLanguage = alt?.trim() || described ? 'en' : undefined;

  if (source.kind === 'none') return null;
  let content;
  if (source.kind === 'blocked') {
    // An image the app will not load (another site's, or a path outside /api/graph).
    content = <Status>{t('question.figure.empty')}</Status>;
  } else if (source.kind === 'image') {
    content = (
      <FigureImage src={source.src} alt={altText} altLanguage={altLanguage} variant={variant} />
    );
  } else if (stored.status === 'ready') {
    content = (
      <FigureImage
        src={stored.src}
        alt={altText}
        altLanguage={altLanguage}
        variant={variant}
        size={stored.size}
      />
    );
  } else if (stored.status === 'loading') {
    content = <Status role="status">{t('question.figure.loading')}</Status>;
  } else if (stored.status === 'empty') {
    content = <Status>{t('question.figure.empty')}</Status>;
  } else {
    content = (
      <Status role="alert">{t('question.figure.error', { message: stored.message })}</Status>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0, my: 2, maxWidth: '100%' }}>
      {content}
    </Box>
  );
}
