import { WebRoutes } from '@exam/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { RouterLinkBehavior } from '../../../components/router-link';
import { useStaticT } from '../catalog';

export function NotFoundPage() {
  const t = useStaticT();
  return (
    <AuthLayout title={t('static.notFound.title')}>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('static.notFound.body')}
      </Typography>
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.home}
        variant="contained"
        size="large"
        fullWidth
      >
        {t('static.notFound.home')}
      </Button>
    </AuthLayout>
  );
}
