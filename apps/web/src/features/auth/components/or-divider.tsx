import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useAuthT } from '../catalog';

export function OrDivider() {
  const t = useAuthT();
  return (
    <Divider sx={{ my: 3 }}>
      <Typography variant="body2" color="textSecondary" sx={{ px: 1, fontWeight: 500 }}>
        {t('auth.or')}
      </Typography>
    </Divider>
  );
}
