import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/** An MUI-styled link that navigates inside the app. */
export const RouterLink = forwardRef<HTMLAnchorElement, MuiLinkProps & LinkProps>(
  function RouterLink(props, ref) {
    return <MuiLink component={Link} ref={ref} underline="hover" {...props} />;
  },
);

/** For MUI components that take `component` (Button, IconButton, ListItemButton). */
export const RouterLinkBehavior = forwardRef<HTMLAnchorElement, LinkProps>(
  function RouterLinkBehavior(props, ref) {
    return <Link ref={ref} {...props} />;
  },
);
