import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useStaticT } from '../catalog';

/** Title, optional intro and a card of content, inside PublicLayout's column. */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useStaticT();
  return (
    <>
      <title>{t('static.documentTitle', { title })}</title>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mt: 1.5, fontSize: '1.05rem' }}>
          {intro}
        </Typography>
      )}
      <Card sx={{ mt: { xs: 3, sm: 4 } }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          {children}
        </CardContent>
      </Card>
    </>
  );
}
