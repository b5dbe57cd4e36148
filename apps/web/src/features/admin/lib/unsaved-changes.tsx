import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminT } from '../catalog';

/**
 * Nothing typed is lost silently: while `dirty`, closing or reloading the tab asks the browser's
 * own question, and a click on any in-app link (the console's tabs, the app bar) asks first in a
 * dialog. The app uses a component router (no data router's useBlocker), so links are caught
 * at the document, before React Router handles the click.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return (
    <Dialog
      open={pending !== null}
      onClose={() => setPending(null)}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-body"
    >
      <DialogTitle id="unsaved-title">{t('admin.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-body">{t('admin.unsaved.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)} autoFocus>
          {t('admin.unsaved.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            const to = pending;
            setPending(null);
            if (to) void navigate(to);
          }}
        >
          {t('admin.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
