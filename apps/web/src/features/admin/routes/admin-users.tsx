import { ErrorCode, ROLES, type AdminUser, type Role } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { changeRole, usersOptions } from '../api/insights-api';
import { useAdminT } from '../catalog';

function UserRow({ user }: { user: AdminUser }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (role: Role) => changeRole(user.id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
  const lastAdmin =
    change.error instanceof ApiRequestError && change.error.code === ErrorCode.LastAdmin;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' },
        alignItems: 'center',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.username}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('admin.users.roleOf', { name: user.username })}
        value={change.isPending && change.variables ? change.variables : user.role}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as Role)}
      >
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`admin.role.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      {change.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {lastAdmin
            ? ((change.error as ApiRequestError).serverMessage ?? t('admin.users.lastAdmin'))
            : getErrorMessage(change.error)}
        </Alert>
      )}
    </Box>
  );
}

/** /admin/users: find an account and set its role (one role per account). */
export function AdminUsersPage() {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const [cursor, setCursor] = useState<string | null>(null);
  const debounced = useDebouncedValue(search, 300);
  const users = useQuery(usersOptions(debounced, cursor));
  return (
    <Box>
      <title>{t('admin.documentTitle', { page: t('admin.section.users') })}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {t('admin.section.users')}
      </Typography>
      <TextField
        type="search"
        label={t('admin.users.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setCursor(null);
        }}
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {users.isError ? (
        <Alert severity="error">{getErrorMessage(users.error)}</Alert>
      ) : users.isPending ? (
        <CircularProgress aria-label={t('admin.users.loading')} />
      ) : users.data.items.length === 0 ? (
        <Typography>{t('admin.users.none')}</Typography>
      ) : (
        <>
          <Typography color="textSecondary">
            {t('admin.users.total', { count: users.data.total })}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            aria-label={t('admin.users.list')}
          >
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </Box>
          <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
            {cursor && <Button onClick={() => setCursor(null)}>{t('admin.firstPage')}</Button>}
            {users.data.nextCursor && (
              <Button variant="outlined" onClick={() => setCursor(users.data.nextCursor)}>
                {t('admin.nextPage')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
