import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { NoResultsIllustration } from './illustrations';

/** A report opened with nothing to show: what is missing and the way to get a result. */
export function NoResultsCard({
  title,
  body,
  action,
}: {
  title: string;
  body?: string;
  action: { label: string; to: string };
}) {
  const navigate = useNavigate();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: { xs: 4, sm: 6 },
        }}
      >
        <NoResultsIllustration />
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          {title}
        </Typography>
        {body && <Typography color="textSecondary">{body}</Typography>}
        <Button
          onClick={() => void navigate(action.to)}
          variant="contained"
          size="large"
          sx={{ mt: 1 }}
        >
          {action.label}
        </Button>
      </CardContent>
    </Card>
  );
}
