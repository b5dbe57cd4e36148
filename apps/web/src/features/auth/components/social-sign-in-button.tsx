import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type ReactNode } from 'react';
import {
  isProviderConfigured,
  socialSignInUrl,
  type SocialProvider,
} from '../../../lib/public-config';

type SocialSignInButtonProps = {
  provider: SocialProvider;
  icon: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  /** Called instead of redirecting when the provider is not configured on this server. */
  onUnavailable: () => void;
};

/**
 * Sends the browser to /api/auth/<provider> when the provider is configured (per /api/config);
 * otherwise reports the failure so the screen can show the spec's message.
 */
export function SocialSignInButton({
  provider,
  icon,
  children,
  disabled,
  onUnavailable,
}: SocialSignInButtonProps) {
  const [checking, setChecking] = useState(false);

  const start = async () => {
    setChecking(true);
    const configured = await isProviderConfigured(provider);
    if (configured) {
      window.location.assign(socialSignInUrl(provider));
      return;
    }
    setChecking(false);
    onUnavailable();
  };

  return (
    <Button
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      disabled={disabled || checking}
      onClick={() => void start()}
      startIcon={checking ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
      sx={{ borderColor: 'divider', bgcolor: 'tint.subtle' }}
    >
      {children}
    </Button>
  );
}
