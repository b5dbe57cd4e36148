import AddIcon from '@mui/icons-material/AddRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import RemoveIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type PointerEvent } from 'react';
import { useQuestionT } from './catalog';
import { clampZoom, pinchZoom, ZOOM } from './figure-zoom';

/**
 * A question's figure full screen (docs/product.md §12): the same image and the same text
 * description, with + / − / reset buttons and pinch zoom. One finger pans a zoomed figure; two
 * fingers zoom it. The box scrolls, so a zoomed figure can also be panned with a mouse wheel or
 * the scroll bars. Loaded only when a student first opens a figure (question-figure.tsx).
 */
export default function FigureZoomDialog({
  open,
  onClose,
  src,
  alt,
}: {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
}) {
  const t = useQuestionT();
  const [scale, setScale] = useState(1);
  const viewport = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinch.current;
    if (start && pointers.current.size === 2) {
      setScale(pinchZoom(start.scale, start.distance, distance()));
    } else if (pointers.current.size === 1 && viewport.current) {
      // One finger: pan the zoomed figure (touch-action none leaves scrolling to us).
      viewport.current.scrollLeft -= event.clientX - last.x;
      viewport.current.scrollTop -= event.clientY - last.y;
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby="figure-zoom-title"
      // Back to the normal size for the next opening.
      slotProps={{ transition: { onExited: () => setScale(1) } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="figure-zoom-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('question.zoom.title')}
        </Typography>
        <IconButton
          aria-label={t('question.zoom.out')}
          onClick={() => setScale((s) => clampZoom(s / ZOOM.step))}
          disabled={scale <= ZOOM.min}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          variant="body2"
          aria-live="polite"
          data-testid="figure-zoom-level"
          sx={{ minWidth: '3.5em', textAlign: 'center' }}
        >
          {Math.round(scale * 100)}%
        </Typography>
        <IconButton
          aria-label={t('question.zoom.in')}
          onClick={() => setScale((s) => clampZoom(s * ZOOM.step))}
          disabled={scale >= ZOOM.max}
        >
          <AddIcon />
        </IconButton>
        <Button onClick={() => setScale(1)} disabled={scale === 1}>
          {t('question.zoom.reset')}
        </Button>
        <IconButton aria-label={t('question.zoom.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        ref={viewport}
        data-testid="figure-zoom-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={{ flexGrow: 1, overflow: 'auto', touchAction: 'none', p: 1 }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          draggable={false}
          sx={{
            display: 'block',
            // At 100 % the figure fills the screen's width (or its height, if that is shorter).
            width: `${scale * 100}%`,
            maxWidth: 'none',
            height: 'auto',
            maxHeight: scale === 1 ? '100%' : 'none',
            objectFit: 'contain',
            mx: 'auto',
            userSelect: 'none',
          }}
        />
      </Box>
    </Dialog>
  );
}
