import { WebRoutes } from '@exam/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { RouterLinkBehavior } from '../../../components/router-link';

export function NotFoundPage() {
  return (
    <AuthLayout title="Page not found">
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.home}
        variant="contained"
        size="large"
        fullWidth
      >
        Go to the home page
      </Button>
    </AuthLayout>
  );
}
