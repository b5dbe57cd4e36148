import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { usePracticeT } from '../catalog';

/** Quit Practice asks first (docs/product.md §4 Practice). */
export function QuitDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = usePracticeT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="quit-dialog-title"
      aria-describedby="quit-dialog-text"
    >
      <DialogTitle id="quit-dialog-title">{t('practice.quit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="quit-dialog-text">{t('practice.quitConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('practice.quit.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {t('practice.quit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
