import type { MyClass } from '@exam/contract';
import GroupAdd from '@mui/icons-material/GroupAddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { QueryContent } from '../../../components/query-content';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../i18n/use-t';
import { useJoinClass, useLeaveClass, useMyClasses } from '../api/my-classes';
import { accountEnglish, useAccountT } from '../catalog';
import { joinErrorMessage, readJoinCode } from '../lib/join-code';

/** The English texts (catalog/en.json), as the tests look for them. */
export const CLASSES_FAILED = accountEnglish['account.classes.failed'];
export const LEAVE_FAILED = accountEnglish['account.classes.leaveFailed'];
export const TEACHER_SEES = accountEnglish['account.classes.teacherSees'];

/** 'Join a class': the code the teacher gave, checked with the contract's rule before sending. */
function JoinClassForm() {
  const t = useAccountT();
  const join = useJoinClass();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setJoined(null);
    const read = readJoinCode(value);
    if ('error' in read) {
      setFieldError(read.error);
      return;
    }
    setFieldError(null);
    join.mutate(
      { code: read.code },
      {
        onSuccess: (added) => {
          setValue('');
          setJoined(added.className);
        },
      },
    );
  };

  const error = fieldError ?? (join.isError ? joinErrorMessage(join.error) : null);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('account.classes.join')}
        </Typography>
        {joined !== null && (
          <Alert severity="success" role="status">
            {t('account.classes.joined', { name: joined })}
          </Alert>
        )}
        <TextInput
          label={t('account.classes.code')}
          name="code"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(null);
            join.reset();
          }}
          error={error !== null}
          helperText={error ?? t('account.classes.codeHelp')}
          inputProps={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<GroupAdd />}
          disabled={join.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {join.isPending ? t('account.classes.joining') : t('account.classes.join')}
        </Button>
      </Stack>
    </Box>
  );
}

/** One class the student is in, with 'Leave class' behind a confirmation. */
function ClassRow({ item }: { item: MyClass }) {
  const t = useAccountT();
  const { locale } = useLanguage();
  const leave = useLeaveClass();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.className}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('account.classes.teacherJoined', {
            teacher: item.teacherName,
            date: formatDate(item.joinedAt, locale),
          })}
        </Typography>
      </Box>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        {t('account.classes.leave')}
      </Button>
      {leave.isError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {getErrorMessage(leave.error, { fallback: t('account.classes.leaveFailed') })}
        </Alert>
      )}
      <Dialog
        open={confirming}
        onClose={() => {
          if (!leave.isPending) setConfirming(false);
        }}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>
          {t('account.classes.leaveTitle', { name: item.className })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('account.classes.leaveText', { teacher: item.teacherName })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={leave.isPending} autoFocus>
            {t('account.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={leave.isPending}
            onClick={() => leave.mutate(item.classId, { onSettled: () => setConfirming(false) })}
          >
            {leave.isPending ? t('account.classes.leaving') : t('account.classes.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** /account's 'Classes': join with a code, see which teachers can see your work, leave. */
export function ClassesSection() {
  const t = useAccountT();
  const classes = useMyClasses();
  return (
    <SectionCard title={t('account.classes.heading')}>
      <Stack spacing={2.5}>
        <JoinClassForm />
        <QueryContent
          query={classes}
          loadingText={t('account.classes.loading')}
          failedText={t('account.classes.failed')}
        >
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">{t('account.classes.none')}</Typography>
            ) : (
              <Stack spacing={1}>
                <Typography color="text.secondary">{t('account.classes.teacherSees')}</Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {list.map((item) => (
                    <ClassRow key={item.classId} item={item} />
                  ))}
                </Stack>
              </Stack>
            )
          }
        </QueryContent>
      </Stack>
    </SectionCard>
  );
}
