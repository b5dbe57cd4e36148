import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PracticeTexts } from '../messages';

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
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="quit-dialog-title"
      aria-describedby="quit-dialog-text"
    >
      <DialogTitle id="quit-dialog-title">Quit Practice</DialogTitle>
      <DialogContent>
        <DialogContentText id="quit-dialog-text">{PracticeTexts.quitConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Quit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
