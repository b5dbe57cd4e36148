import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { attemptErrorMessage } from '../lib/attempt/attempt-error';

/** A query's loading line, its error (the server's message or `failedText`), or its data. */
export function QueryContent<T>({
  query,
  loadingText,
  failedText,
  children,
}: {
  query: UseQueryResult<T>;
  loadingText: string;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{loadingText}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{attemptErrorMessage(query.error, failedText)}</Alert>;
  }
  return <>{children(query.data)}</>;
}
