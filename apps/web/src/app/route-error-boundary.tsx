import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { AuthLayout } from '../components/layouts/auth-layout';
import { shellT } from '../components/layouts/catalog';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; pathname: string };

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script|Failed to fetch/i.test(error.message)
  );
}

/**
 * Last-resort screen for a crash or a screen chunk that failed to load (offline, or a new
 * release replaced the files). Navigating to another path clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <AuthLayout title={shellT('shell.errorTitle')}>
        <Stack spacing={3}>
          <Typography color="textSecondary">
            {isChunkLoadError(this.state.error)
              ? shellT('shell.errorChunk')
              : shellT('shell.errorUnexpected')}
          </Typography>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            {shellT('shell.reload')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
}
