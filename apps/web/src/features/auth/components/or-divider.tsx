import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export function OrDivider() {
  return (
    <Divider sx={{ my: 3 }}>
      <Typography variant="body2" color="textSecondary" sx={{ px: 1, fontWeight: 500 }}>
        OR
      </Typography>
    </Divider>
  );
}
